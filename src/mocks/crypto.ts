/** Web Crypto helpers shared by the browser worker and the Node server. */
const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function hex(bytes: Uint8Array) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function hmac(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

export async function hmacHex(secret: string, message: string) {
  return hex(await hmac(secret, message));
}

export function randomId(length = 14) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A signed JWT (HS256) carrying `id` and `exp`. */
export async function signToken(payload: { id: number; exp: number }, secret: string) {
  const encode = (value: unknown) => base64Url(encoder.encode(JSON.stringify(value)));
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${base64Url(await hmac(secret, unsigned))}`;
}

/** The payload of a token signed with `secret` that has not expired, else null. */
export async function verifyToken(token: string, secret: string, now = Date.now()) {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return null;
  if (base64Url(await hmac(secret, `${header}.${body}`)) !== signature) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { id?: unknown; exp?: unknown };
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= now) return null;
    return { id: payload.id, exp: payload.exp };
  } catch {
    return null;
  }
}
