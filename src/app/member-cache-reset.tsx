import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberKeyOf, useAuthStore } from '@/lib/session/auth-store';

/**
 * Drops every cached query when the signed-in member goes away or changes outside the page's
 * own sign-out (on the options page: a logout on the web app or in the popup, a hand-over of
 * another member), so no screen shows the previous member's data. A reissued token is the
 * same member.
 */
export function MemberCacheReset() {
  const queryClient = useQueryClient();
  const member = useAuthStore((state) => memberKeyOf(state.auth.accessToken));
  const previous = useRef(member);
  useEffect(() => {
    if (previous.current !== null && previous.current !== member) queryClient.clear();
    previous.current = member;
  }, [member, queryClient]);
  return null;
}
