/** Reads `exp` (seconds since the epoch) from a JWT without verifying it. Null when undecodable. */
export function readTokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const payload: unknown = JSON.parse(atob(padded));
    if (payload && typeof payload === 'object' && 'exp' in payload) {
      const { exp } = payload as { exp: unknown };
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp;
    }
    return null;
  } catch {
    return null;
  }
}

/** A token that cannot be decoded, or has no `exp`, counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp === null || exp * 1000 <= now;
}
