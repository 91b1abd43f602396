import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore, useIsLoggedIn } from '@/lib/session/auth-store';
import { LOGIN_PATH, PROFILE_PATH } from '@/lib/session/paths';

interface FromState {
  from?: string;
}

function fromOf(state: unknown): string | undefined {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined;
}

/** Protected routes: without a token, replace history with /login and remember the path. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const clearNextPath = useAuthStore((state) => state.clearNextPath);
  useEffect(() => {
    if (loggedIn) clearNextPath();
  }, [loggedIn, clearNextPath]);
  if (!loggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
  }
  return <Outlet />;
}

/**
 * Public-only routes (home, login, sign-up): a logged-in member goes where the sign-in just
 * decided (MEM01: the survey), else to the remembered origin path, else to the profile.
 */
export function PublicOnly() {
  const loggedIn = useIsLoggedIn();
  const nextPath = useAuthStore((state) => state.nextPath);
  const location = useLocation();
  if (loggedIn) {
    return <Navigate to={nextPath ?? fromOf(location.state) ?? PROFILE_PATH} replace />;
  }
  return <Outlet />;
}
