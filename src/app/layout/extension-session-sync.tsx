import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/lib/session/auth-store';
import { useExtensionLink } from '@/lib/session/extension-link';
import { memberIdOf } from '@/lib/session/member-key';
import { connectExtension } from '@/lib/session/session';

/** Members this page load has already seen the extension's answer about (once each). */
const decided = new Set<string>();

/**
 * On the web app, while a member is signed in: when the extension first tells this page load
 * about the member and holds no session for them (installed after the sign-in, signed out,
 * another member's), the page hands its session over (docs/architecture.md, "The hand-over").
 * That covers a page load with the extension there, the popup's sign-in (it opens the web app)
 * and the extension announcing itself later. Later changes in the same page load (a sign-out in
 * the popup) are left to the member: the profile offers its button. Renders nothing.
 */
export function ExtensionSessionSync() {
  const queryClient = useQueryClient();
  const member = useAuthStore((state) => memberIdOf(state.auth.accessToken));
  const link = useExtensionLink(member);

  useEffect(() => {
    if (!member || decided.has(member)) return;
    if (link.state === 'connected') decided.add(member);
    if (link.state !== 'signed-out') return;
    decided.add(member);
    void connectExtension(queryClient).catch(() => {
      // The session ended meanwhile (the page signs out) or the network is down: nothing to hand.
    });
  }, [link.state, member, queryClient]);

  return null;
}
