import { HttpResponse } from 'msw';
import { verifyToken } from '../crypto';
import { db } from '../db';

/** Signs and checks the mock's session tokens. A real backend keeps its own secret. */
export const TOKEN_SECRET = 'mock-api-token-secret';

export function ok(data?: unknown, message?: string) {
  return HttpResponse.json({
    status: true,
    ...(message ? { message } : {}),
    ...(data === undefined ? {} : { data }),
  });
}

export function fail(status: number, message: string) {
  return HttpResponse.json({ status: false, message }, { status });
}

export const unauthorized = () => fail(401, 'Unauthorized');

/**
 * The signed-in user of a request: the user, `null` when no token was sent, or
 * 'invalid' when a token was sent but is bad, expired or names nobody.
 */
export async function userOf(request: Request) {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '');
  const payload = await verifyToken(token, TOKEN_SECRET);
  const user = payload && db.data.users.find((candidate) => candidate.id === payload.id);
  return user || ('invalid' as const);
}

/** The JSON body of a request as a plain object, or null when it is not one. */
export async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const publicUser = ({
  id,
  name,
  email,
  phone,
}: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}) => ({
  id,
  name,
  email,
  phone,
});
