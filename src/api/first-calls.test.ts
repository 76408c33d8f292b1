import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { server } from '@/mocks/node';
import { listShopProducts } from './catalog';
import { listSlides } from './content';
import { firstRequests, requestKey, startCall } from './first-calls';

const base = window.location.origin;
const slide = { imageUrl: '/images/hero.webp', title: 'Triphala', description: '' };

/** Counts the mock API's answers to GETs of `path`. */
function countGets(path: string, answer: () => Response) {
  const seen = { count: 0 };
  server.use(
    http.get(`*${path}`, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

afterEach(() => window.__startedCalls?.clear());

describe('calls started by the page (src/boot.ts)', () => {
  it('one request has one key, whatever the order and encoding of its parameters', () => {
    expect(requestKey(`${base}/`, { url: '/api/x', params: { b: 2, a: 'x y' } })).toBe(
      requestKey(base, { url: 'api/x?a=x+y', params: { b: '2', skip: undefined } }),
    );
  });

  it('the app takes the started answer instead of asking again', async () => {
    const seen = countGets('/api/web/slider_get', () =>
      HttpResponse.json({ status: true, data: [slide] }),
    );
    await startCall(base, firstRequests.slides());
    expect(seen.count).toBe(1);
    expect(await listSlides()).toEqual([slide]);
    expect(seen.count).toBe(1);
    // Taken once: the next call asks the server.
    await listSlides();
    expect(seen.count).toBe(2);
  });

  it('takes a started answer that is already in a task after the one that asked for it', async () => {
    countGets('/api/web/slider_get', () => HttpResponse.json({ status: true, data: [slide] }));
    await startCall(base, firstRequests.slides());
    let taken = false;
    const slides = listSlides().then((list) => {
      taken = true;
      return list;
    });
    // Every microtask the asking task would run, and none of the next task's work.
    for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    expect(taken).toBe(false);
    expect(await slides).toEqual([slide]);
  });

  it('gives up on a started call that never answers after the timeout, with the message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      (window.__startedCalls ??= new Map()).set(
        requestKey(base, firstRequests.slides()),
        new Promise(() => {}),
      );
      const slides = listSlides();
      const outcome = expect(slides).rejects.toMatchObject({
        kind: 'unreachable',
        message: messages.sliderFailed,
      });
      await vi.advanceTimersByTimeAsync(15_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks again when the started call failed, and reports the second answer's failure", async () => {
    const seen = countGets('/api/web/product_list_get', () =>
      HttpResponse.json({ message: 'Down' }, { status: 503 }),
    );
    const query = { page: 2, perPage: 8, search: 'tulsi' };
    await startCall(base, firstRequests.shopProducts(query));
    await expect(listShopProducts(query)).rejects.toMatchObject({ kind: 'unreachable' });
    expect(seen.count).toBe(2);
  });
});
