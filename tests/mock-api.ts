import { login } from '@/api/auth';
import { DEMO_USER } from '@/mocks/db';
import { storeSession } from '@/stores/session';

/** For tests: logs in against the mock API and stores the session, as a returning shopper would have it. */
export async function storeSignedInSession(
  credentials = { email: DEMO_USER.email, password: DEMO_USER.password },
) {
  const { token, ...user } = await login(credentials);
  storeSession({ token, user });
  return { token, user };
}

/** For tests: the paths and JSON bodies of the requests the mock API receives until `stop()`. */
export async function recordRequests() {
  const { server } = await import('@/mocks/node');
  const seen: { method: string; path: string; body: unknown }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: undefined as unknown,
    };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        })
        .catch(() => {});
    }
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
