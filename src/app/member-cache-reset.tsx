import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUserStore } from '@/lib/session/user-store';

/**
 * Drops every cached query when the signed-in member goes away or changes outside the page's
 * own sign-out (on the options page: a logout on the web app or in the popup, a hand-over of
 * another member), so no screen shows the previous member's data.
 */
export function MemberCacheReset() {
  const queryClient = useQueryClient();
  const email = useUserStore((state) => state.user?.email ?? null);
  const previous = useRef(email);
  useEffect(() => {
    if (previous.current !== null && previous.current !== email) queryClient.clear();
    previous.current = email;
  }, [email, queryClient]);
  return null;
}
