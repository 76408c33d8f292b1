/** The payload of a JWT, read without verifying it. Null when undecodable. */
function readClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const payload: unknown = JSON.parse(atob(padded));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const finiteNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Reads `exp` (seconds since the epoch) from a JWT without verifying it. Null when undecodable. */
export function readTokenExpiry(token: string): number | null {
  return finiteNumber(readClaims(token)?.exp);
}

/** Reads `id` (the user id, per the contract) from a JWT without verifying it. */
export function readTokenUserId(token: string): number | null {
  return finiteNumber(readClaims(token)?.id);
}

/** A token that cannot be decoded, or has no `exp`, counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = readTokenExpiry(token);
  return exp === null || exp * 1000 <= now;
}
