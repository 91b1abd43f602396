/**
 * The member id in an access token (a JWT's `sub`, docs/api.md), read without checking the
 * signature: it says whose token it is, not that the token is good. Null when it is not a JWT
 * with a string `sub`.
 */
export function memberIdOf(token: string | undefined | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
