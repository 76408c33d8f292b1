import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ApiError, call, configureAuth } from './client';
import { listSlides } from './content';

const fallback = 'The spec says this.';

describe('the API client', () => {
  it('sends each request from a task of its own, not from the one that asked for it', async () => {
    const send = vi.spyOn(globalThis, 'fetch');
    // Runs as the next task: by then the call has gone as far as it can without yielding.
    const sentWithinTheTask = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(send.mock.calls.length > 0), 0),
    );
    const slides = listSlides();
    expect(await sentWithinTheTask).toBe(false);
    expect((await slides).length).toBeGreaterThan(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends query parameters, a JSON body and the bearer token, and no cookies', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/echo', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ status: true, message: 'Saved' });
      }),
    );
    configureAuth({ getToken: () => 'token-1', onUnauthorized: () => {} });
    try {
      const result = await call(
        { url: '/api/echo', method: 'POST', params: { page: 2, skip: undefined }, data: { a: 1 } },
        { fallback },
      );
      expect(result.message).toBe('Saved');
    } finally {
      configureAuth({ getToken: () => null, onUnauthorized: () => {} });
    }
    expect(new URL(seen!.url).search).toBe('?page=2');
    expect(seen!.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(await seen!.json()).toEqual({ a: 1 });
    expect(seen!.credentials).toBe('omit');
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
    expect(failure).toMatchObject({ message: fallback, kind });
  });

  it('gives up after 15 seconds without an answer, as an unreachable call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/echo', () => delay('infinite')));
    const pending = call({ url: '/api/echo' }, { fallback }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    const failure = await pending;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: fallback, kind: 'unreachable' });
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
