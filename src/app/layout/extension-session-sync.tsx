import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/lib/session/auth-store';
import { useExtensionLink } from '@/lib/session/extension-link';
import { memberIdOf } from '@/lib/session/member-key';
import { connectExtension } from '@/lib/session/session';

/** Members this page load has already handed to the extension on its own (once each). */
const handedOver = new Set<string>();

/**
 * On the web app, while a member is signed in: whenever the extension is present without this
 * member's session (installed after the sign-in, signed out, another member's), the page hands
 * its session over, once per page load (docs/architecture.md, "The hand-over"). That covers a
 * page load with the extension there, the popup's sign-in (it opens the web app) and the
 * extension announcing itself later. A member who then signs out in the extension stays so until
 * the next page load or the profile's button. Renders nothing.
 */
export function ExtensionSessionSync() {
  const queryClient = useQueryClient();
  const member = useAuthStore((state) => memberIdOf(state.auth.accessToken));
  const link = useExtensionLink(member);

  useEffect(() => {
    if (link.state !== 'signed-out' || !member || handedOver.has(member)) return;
    handedOver.add(member);
    void connectExtension(queryClient).catch(() => {
      // The session ended meanwhile (the page signs out) or the network is down: nothing to hand.
    });
  }, [link.state, member, queryClient]);

  return null;
}
