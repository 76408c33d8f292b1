import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, english, render, screen, waitFor } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { useEffect, useLayoutEffect } from 'react';
import { listOrders } from '@/api/orders';
import { queries } from '@/api/queries';
import { messages } from '@/config/messages';
import * as toastModule from '@/lib/toast';
import { server } from '@/mocks/node';
import { recentSearches } from '@/lib/recent-searches';
import { receipts, type Receipt } from '@/lib/receipts';
import { recentlyViewed } from '@/lib/recently-viewed';
import { savedAddress } from '@/lib/saved-address';
import { paymentAttempts, type PaymentAttempt } from '@/lib/payment-attempts';
import { storeSession, type Session } from './session';
import { SessionProvider, useSession, type SessionEndReason } from './session-provider';

const HOUR_S = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

function token(payload: object) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const ananya = { id: 4, name: 'Ananya', email: 'a@example.in', phone: null };
const ravi = { id: 5, name: 'Ravi', email: 'r@example.in', phone: null };
const sessionOf = (user: typeof ananya, expiresInS = HOUR_S): Session => ({
  user,
  token: token({ id: user.id, exp: nowS() + expiresInS }),
});

const address = {
  firstName: 'Ananya',
  lastName: 'S',
  address: '12 MG Road',
  apartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9123456780',
  email: 'a@example.in',
};

const receiptOf = (orderId: string, userId: number | null): Receipt => ({
  orderId,
  paymentId: `pay_${orderId}`,
  amount: 499,
  date: '2026-11-20T10:30:00.000Z',
  items: [],
  userId,
});

const unpaid: PaymentAttempt = {
  fingerprint: '0f3a9c1e2b4d5a6f',
  status: 'uncertain',
  items: [{ id: 9, name: 'Gudmar', price: 299, quantity: 1 }],
  userId: 7,
  order: {
    id: 'order_7',
    amount: 54900,
    currency: 'INR',
    order_id: 'ORD00007',
    order_token: 'token_7',
  },
};

/**
 * What a shopper leaves on the device besides the session: it must go with it, except what
 * records money taken (a rejected payment's receipt, the order a UPI payment may have paid).
 */
function leaveTraces() {
  savedAddress.write(address);
  recentSearches.add('sugar');
  recentlyViewed.add({ id: 9, slug: 'gudmar', name: 'Gudmar', price: 299, image: '' });
  receipts.add({ ...receiptOf('ORD00040', ananya.id), rejected: true });
  receipts.add(receiptOf('ORD00041', ananya.id));
  receipts.add(receiptOf('ORD00042', null)); // a guest's, on the same device
  paymentAttempts.keep(unpaid);
}

/** The traces are gone (those outside the first screen's code load for it first). */
async function expectTracesGone() {
  await import('@/lib/shopper-traces');
  await act(async () => {});
  expect(savedAddress.read()).toBeNull();
  expect(recentSearches.read()).toEqual([]);
  expect(recentlyViewed.read()).toEqual([]);
  expect(receipts.read().map((receipt) => receipt.orderId)).toEqual(['ORD00042', 'ORD00040']);
  expect(paymentAttempts.read()).toEqual([unpaid]);
}

/** A start with no session leaves what a guest has on the device (leaveTraces) alone. */
async function expectGuestStartKeepsTraces() {
  renderSignedIn(null);
  await import('@/lib/shopper-traces');
  await act(async () => {});
  expect(savedAddress.read()).not.toBeNull();
  expect(recentlyViewed.read()).toHaveLength(1);
  expect(receipts.read()).toHaveLength(3);
}

/** What the probe last rendered with: the session as a component sees it. */
const latest: { session?: ReturnType<typeof useSession> } = {};
const api = () => latest.session!;

function Probe() {
  const session = useSession();
  useLayoutEffect(() => {
    latest.session = session;
  });
  return (
    <p data-testid="session">
      {session.user ? `Signed in as ${session.user.name}` : 'Signed out'}
      {session.expired ? ' (expired)' : ''}
    </p>
  );
}

/** The provider with a stored session, the shopper's data on the device and account queries cached. */
function renderSignedIn(session: Session | null = sessionOf(ananya), child = <Probe />) {
  if (session) storeSession(session);
  leaveTraces();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  queryClient.setQueryData(queries.orders(ananya.id).queryKey, []);
  queryClient.setQueryData(queries.order(ananya.id, '7').queryKey, {} as never);
  queryClient.setQueryData(queries.categories().queryKey, []);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{child}</SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const shown = () => screen.getByTestId('session').textContent;

async function expectEverythingCleared(queryClient: QueryClient) {
  expect(shown()).toMatch(/^Signed out/);
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();
  await expectTracesGone();
  expect(queryClient.getQueryData(queries.orders(ananya.id).queryKey)).toBeUndefined();
  expect(queryClient.getQueryData(queries.order(ananya.id, '7').queryKey)).toBeUndefined();
  // The catalog is nobody's: it stays.
  expect(queryClient.getQueryData(queries.categories().queryKey)).toEqual([]);
}

/** Answers the orders call 401 "Unauthorized". */
function refuseOrders() {
  server.use(
    http.get('*/api/orders/order_get', () =>
      HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 }),
    ),
  );
}

function logOutInAnotherTab() {
  window.localStorage.removeItem('token');
  window.localStorage.removeItem('user');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastError = vi.spyOn(toastModule.toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('a session ends in one place', () => {
  const ways: [SessionEndReason, (queryClient: QueryClient) => Promise<void>, boolean][] = [
    ['logout', async () => act(() => api().endSession('logout')), false],
    [
      'expired',
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(HOUR_S * 1000));
      },
      true,
    ],
    [
      'unauthorized',
      async () => {
        refuseOrders();
        const pending = listOrders().catch(() => {});
        await act(() => vi.advanceTimersByTimeAsync(0));
        await act(() => pending);
      },
      true,
    ],
    ['other-tab', async () => act(() => logOutInAnotherTab()), false],
  ];

  it.each(ways)(
    'on %s: token, user, saved address, recent searches, recently viewed, their receipts and account queries go',
    async (_reason, end, saysExpired) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const queryClient = renderSignedIn();
      expect(shown()).toBe('Signed in as Ananya');
      await end(queryClient);
      await expectEverythingCleared(queryClient);
      if (saysExpired) {
        expect(shown()).toBe('Signed out (expired)');
        expect(toastError).toHaveBeenCalledWith(
          english._(messages.sessionExpired),
          expect.anything(),
        );
      } else {
        expect(shown()).toBe('Signed out');
        expect(toastError).not.toHaveBeenCalled();
      }
    },
  );
});

describe('a session that expired while the browser was closed', () => {
  it('is cleared at start with everything the shopper left here', async () => {
    renderSignedIn(sessionOf(ananya, -60));
    expect(shown()).toBe('Signed out');
    expect(window.localStorage.getItem('token')).toBeNull();
    await expectTracesGone();
  });

  it('is no reason to clear a guest’s own things', async () => {
    await expectGuestStartKeepsTraces();
  });
});

describe('a logout whose clean-up code could not load (offline, or a deploy removed it)', () => {
  afterEach(() => {
    vi.doUnmock('@/lib/shopper-traces');
  });

  it('the next start clears what the shopper left', async () => {
    vi.doMock('@/lib/shopper-traces', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSignedIn();
    act(() => api().endSession('logout'));
    await act(async () => {
      await import('@/lib/shopper-traces').catch(() => {});
    });
    expect(shown()).toBe('Signed out');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(recentlyViewed.read()).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      '[forgetting the shopper]',
      expect.objectContaining({ message: expect.any(String) }),
    );

    vi.doUnmock('@/lib/shopper-traces');
    cleanup();
    renderSignedIn(null);
    expect(shown()).toBe('Signed out');
    await expectTracesGone();
  });

  it('is noted only until it has run: the start after a logout that cleared up clears nothing', async () => {
    renderSignedIn();
    act(() => api().endSession('logout'));
    await expectTracesGone();
    cleanup();
    // A guest on the same device since.
    await expectGuestStartKeepsTraces();
  });
});

describe('expiry while the page is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it('ends the session when the token’s exp passes, not before', async () => {
    renderSignedIn(sessionOf(ananya, 60));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(shown()).toBe('Signed in as Ananya');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toBe('Signed out (expired)');
  });

  it('checks again when the tab becomes visible, since timers sleep in the background', async () => {
    renderSignedIn(sessionOf(ananya, 60));
    setVisibility('hidden');
    // Two hours pass in a background tab whose timer never fired.
    vi.setSystemTime(Date.now() + 2 * HOUR_S * 1000);
    expect(shown()).toBe('Signed in as Ananya');
    act(() => setVisibility('visible'));
    expect(shown()).toBe('Signed out (expired)');
    expect(toastError).toHaveBeenCalledWith(english._(messages.sessionExpired), expect.anything());
  });

  it('waits out a token that expires in a month, past setTimeout’s longest delay', async () => {
    renderSignedIn(sessionOf(ananya, 30 * 24 * HOUR_S));
    // A browser fires a longer delay at once; the fake timers would not, so the delay is checked.
    const start = Date.now();
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(Date.now() - start).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(shown()).toBe('Signed in as Ananya');
    await act(() => vi.advanceTimersByTimeAsync(30 * 24 * HOUR_S * 1000));
    expect(shown()).toBe('Signed out (expired)');
  });

  it('ensureActive ends an expired session and says false; a live one or a guest gets true', async () => {
    renderSignedIn(sessionOf(ananya, 60));
    expect(api().ensureActive()).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    let active: boolean | undefined;
    act(() => {
      active = api().ensureActive();
    });
    expect(active).toBe(false);
    expect(shown()).toBe('Signed out (expired)');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api().ensureActive()).toBe(true);
  });
});

describe('the session and the API client', () => {
  it('puts the token on the first request of a child, sent from its first effect', async () => {
    const session = sessionOf(ananya);
    let sent: string | null = null;
    server.use(
      http.get('*/api/orders/order_get', ({ request }) => {
        sent = request.headers.get('authorization');
        return HttpResponse.json({ status: true, data: { orders: [] } });
      }),
    );
    function OrdersOnMount() {
      useEffect(() => {
        void listOrders();
      }, []);
      return null;
    }
    renderSignedIn(session, <OrdersOnMount />);
    await waitFor(() => expect(sent).toBe(`Bearer ${session.token}`));
  });

  it('keeps a new session when a request of the old one comes back 401', async () => {
    let answer: (response: Response) => void = () => {};
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    server.use(
      http.get('*/api/orders/order_get', () => {
        received();
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    renderSignedIn();
    const stale = listOrders().catch((error: unknown) => error);
    await arrived;
    // Meanwhile the shopper logs out and Ravi logs in.
    act(() => api().endSession('logout'));
    act(() => api().signIn(sessionOf(ravi)));
    answer(HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 }));
    expect(await stale).toMatchObject({ status: 401 });
    expect(shown()).toBe('Signed in as Ravi');
    expect(window.localStorage.getItem('user')).toContain('Ravi');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('adopts a login from another tab and forgets the expired note', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderSignedIn(sessionOf(ananya, 60));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shown()).toBe('Signed out (expired)');
    storeSession(sessionOf(ravi));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(shown()).toBe('Signed in as Ravi');
  });

  it('a logout in another tab after this tab’s token expired says it expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderSignedIn(sessionOf(ananya, 60));
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 61_000);
    act(() => logOutInAnotherTab());
    expect(shown()).toBe('Signed out (expired)');
  });
});

describe('answers of a session that has ended', () => {
  it('a profile answer about the previous shopper changes nothing of the next one’s', async () => {
    renderSignedIn();
    act(() => api().endSession('logout'));
    const ravis = sessionOf(ravi);
    act(() => api().signIn(ravis));
    let applied = true;
    act(() => {
      applied = api().updateUser({ ...ananya, name: 'Ananya Private' });
    });
    expect(applied).toBe(false);
    expect(shown()).toBe('Signed in as Ravi');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ id: ravi.id });

    act(() => {
      applied = api().updateUser({ ...ravi, name: 'Ravi K' });
    });
    expect(applied).toBe(true);
    expect(shown()).toBe('Signed in as Ravi K');
  });

  it('someone else logging in over a session clears what that shopper left here', async () => {
    renderSignedIn();
    act(() => api().signIn(sessionOf(ravi)));
    expect(shown()).toBe('Signed in as Ravi');
    await expectTracesGone();
  });
});
