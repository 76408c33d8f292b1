import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { z } from '@/lib/zod';
import { ApiError, call, configureAuth } from './client';
import { listSlides } from './content';

const fallbackText = 'The spec says this.';
const fallback = { id: fallbackText, message: fallbackText };

/** Signs the client in with a token the test can change, and records each end of the session. */
function signedIn(token: string | null) {
  const session = { token, ended: 0 };
  const undo = configureAuth({
    getToken: () => session.token,
    onUnauthorized: () => {
      session.ended += 1;
    },
  });
  onTestFinished(undo);
  return session;
}

/** The request the mock API received for `path` (GET). */
function recordGet(
  path: string,
  answer: () => Response = () => HttpResponse.json({ status: true }),
) {
  const seen: Request[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

describe('the API client', () => {
  it('sends query parameters, a JSON body and the bearer token, and no cookies', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/echo', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ status: true, message: 'Saved' });
      }),
    );
    signedIn('token-1');
    const result = await call(
      { url: '/api/echo', method: 'POST', params: { page: 2, skip: undefined }, data: { a: 1 } },
      { fallback, authenticated: true },
    );
    expect(result.message).toBe('Saved');
    expect(new URL(seen!.url).search).toBe('?page=2');
    expect(seen!.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(await seen!.json()).toEqual({ a: 1 });
    expect(seen!.credentials).toBe('omit');
  });

  it('reads no cookie and sends no XSRF header: the API authenticates by bearer token', async () => {
    document.cookie = 'XSRF-TOKEN=from-the-shop';
    onTestFinished(() => {
      document.cookie = 'XSRF-TOKEN=; max-age=0';
    });
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    const seen = recordGet('/api/web/slider_get', () =>
      HttpResponse.json({ status: true, data: [] }),
    );
    await call({ url: `${window.location.origin}/api/web/slider_get` }, { fallback });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('x-xsrf-token')).toBeNull();
    expect(cookieRead).not.toHaveBeenCalled();
  });

  it('sends a GET without a Content-Type, so a cross-origin API needs no preflight', async () => {
    let contentType: string | null = 'unset';
    server.use(
      http.get('*/api/echo', ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ status: true, data: [] });
      }),
    );
    await call({ url: '/api/echo' }, { fallback });
    expect(contentType).toBeNull();
  });

  it.each([
    [
      'a server error',
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      'unreachable',
    ],
    ['a network error', () => HttpResponse.error(), 'unreachable'],
    ['malformed JSON', () => new HttpResponse('{"status": tru', { status: 200 }), 'malformed'],
    [
      'a refusal in a well-formed answer',
      () => HttpResponse.json({ status: false }, { status: 400 }),
      'rejected',
    ],
  ] as const)('turns %s into an ApiError with the fallback text', async (_, answer, kind) => {
    server.use(http.get('*/api/echo', answer));
    const failure = await call({ url: '/api/echo' }, { fallback }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: fallbackText, kind });
  });

  it('gives up after 15 seconds without an answer, as an unreachable call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/echo', () => delay('infinite')));
    const pending = call({ url: '/api/echo' }, { fallback }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: fallbackText, kind: 'unreachable' });
  });

  it('rejects with the abort, not an ApiError, when the caller cancels', async () => {
    server.use(
      http.get('*/api/echo', async () => {
        await delay(200);
        return HttpResponse.json({ status: true });
      }),
    );
    const controller = new AbortController();
    const pending = call({ url: '/api/echo', signal: controller.signal }, { fallback });
    setTimeout(() => controller.abort(), 20);
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(controller.signal.aborted).toBe(true);
  });
});

describe('the request interceptor', () => {
  it('puts the bearer token on authenticated calls only', async () => {
    signedIn('token-1');
    const seen = recordGet('/api/echo');
    await call({ url: '/api/echo' }, { fallback, authenticated: true });
    await call({ url: '/api/echo' }, { fallback });
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      null,
    ]);
  });

  it('leaves the catalog calls public for a signed-in shopper, with no header that needs a preflight', async () => {
    signedIn('token-1');
    const seen = recordGet('/api/web/slider_get', () =>
      HttpResponse.json({ status: true, data: [] }),
    );
    await listSlides();
    const headers = [...seen[0].headers.keys()];
    expect(headers).not.toContain('authorization');
    expect(headers).not.toContain('user-agent');
    expect(headers).not.toContain('content-type');
  });

  it("keeps a shopper's answers out of the browser's HTTP cache; public calls may use it", async () => {
    signedIn('token-1');
    const seen = recordGet('/api/echo');
    await call({ url: '/api/echo' }, { fallback, authenticated: true });
    await call({ url: '/api/echo' }, { fallback });
    expect(seen.map((request) => request.cache)).toEqual(['no-store', 'default']);
  });

  it('sends an authenticated call without a token when nobody is signed in', async () => {
    signedIn(null);
    const seen = recordGet('/api/echo');
    await call({ url: '/api/echo' }, { fallback, authenticated: true });
    expect(seen[0].headers.has('authorization')).toBe(false);
  });
});

describe('the response interceptor', () => {
  const unauthorized = () =>
    HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });

  it('ends the session on a 401 answered to the current token, with an ApiError', async () => {
    const session = signedIn('token-1');
    recordGet('/api/echo', unauthorized);
    const failure = await call({ url: '/api/echo' }, { fallback, authenticated: true }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, kind: 'rejected', message: 'Unauthorized' });
    expect(session.ended).toBe(1);
  });

  it('keeps the new session when a request sent with the old token comes back 401', async () => {
    const session = signedIn('old-token');
    // The shopper logs in again while the old request is still on its way.
    recordGet('/api/echo', () => {
      session.token = 'new-token';
      return unauthorized();
    });
    await expect(call({ url: '/api/echo' }, { fallback, authenticated: true })).rejects.toThrow(
      ApiError,
    );
    expect(session.ended).toBe(0);
  });

  it('never ends the session on a 401 to a public call', async () => {
    const session = signedIn('token-1');
    recordGet('/api/echo', unauthorized);
    await expect(call({ url: '/api/echo' }, { fallback })).rejects.toMatchObject({ status: 401 });
    expect(session.ended).toBe(0);
  });

  it.each([
    ['with status 200', 200, 'malformed'],
    ['with status 404', 404, 'unreachable'],
    ['with status 503', 503, 'unreachable'],
  ] as const)('turns an HTML page %s into an ApiError', async (_, status, kind) => {
    recordGet(
      '/api/echo',
      () =>
        new HttpResponse('<!doctype html><title>Oops</title>', {
          status,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    await expect(call({ url: '/api/echo' }, { fallback })).rejects.toMatchObject({
      name: 'ApiError',
      message: fallbackText,
      kind,
      status,
    });
  });

  it('says what the server said when it refuses, even with status 200', async () => {
    recordGet('/api/echo', () => HttpResponse.json({ status: false, message: 'Out of stock' }));
    await expect(call({ url: '/api/echo' }, { fallback })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Out of stock',
      serverMessage: 'Out of stock',
    });
  });

  it('validates data with the call’s schema', async () => {
    recordGet('/api/echo', () => HttpResponse.json({ status: true, data: { id: 'seven' } }));
    const data = z.object({ id: z.number() });
    await expect(call({ url: '/api/echo' }, { data, fallback })).rejects.toMatchObject({
      kind: 'malformed',
      message: fallbackText,
    });
    recordGet('/api/echo', () => HttpResponse.json({ status: true, data: { id: 7 } }));
    expect((await call({ url: '/api/echo' }, { data, fallback })).data).toEqual({ id: 7 });
  });

  it('rejects with the caller’s own abort reason, without sending, when already aborted', async () => {
    const seen = recordGet('/api/echo');
    const controller = new AbortController();
    const reason = new DOMException('A newer search replaced this one', 'AbortError');
    controller.abort(reason);
    await expect(call({ url: '/api/echo', signal: controller.signal }, { fallback })).rejects.toBe(
      reason,
    );
    expect(seen).toHaveLength(0);
  });
});
