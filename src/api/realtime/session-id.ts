/**
 * The session id STOMP CONNECT needs (spec 5: "a session id is required for live subscriptions").
 * Sign-in returns it, but only the token survives a page reload (spec storage keys); the token is a
 * JWT whose `sid` claim is that same id (the server checks they match), so after a reload it is read
 * from there. Reading a claim is not verifying it: the server still verifies the token.
 */
export function sessionIdFromJwt(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sid = (JSON.parse(json) as { sid?: unknown }).sid;
    return typeof sid === 'string' && sid !== '' ? sid : null;
  } catch {
    return null;
  }
}
