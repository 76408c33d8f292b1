import type { MetricWithAttribution } from 'web-vitals/attribution';
import { env } from '@/config/env';
import { reportError } from './report-error';
import { startFieldVitals } from './field-vitals';

const RUM_URL = 'https://rum.example.in/collect';
type Report = (metric: MetricWithAttribution) => void;
const observers = vi.hoisted(() => new Map<string, Report>());

vi.mock('web-vitals/attribution', () => {
  const observe = (name: string) => (report: Report) => void observers.set(name, report);
  return {
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  };
});

const SHOPPER = {
  email: 'ananya@example.in',
  phone: '+91 98765 43210',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  order: 'ORD-20261201-5521',
};

let beacons: string[];

beforeEach(() => {
  env.rumUrl = RUM_URL;
  observers.clear();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push(url === RUM_URL ? body : `to ${url}`);
      return true;
    },
  });
  localStorage.setItem('session', JSON.stringify({ token: SHOPPER.token, email: SHOPPER.email }));
  window.history.pushState({}, '', `/account-details/${SHOPPER.order}?email=${SHOPPER.email}`);
});

afterEach(() => {
  env.rumUrl = '';
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  window.history.pushState({}, '', '/');
});

function leavePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

const metric = (name: string, value: number, attribution: object) =>
  ({ name, value, rating: 'good', attribution }) as unknown as MetricWithAttribution;

function expectNothingPersonal(body: string) {
  for (const personal of Object.values(SHOPPER)) expect(body).not.toContain(personal);
  expect(body).not.toContain('98765');
}

describe('field data', () => {
  it("sends a page's vitals once, with what caused them, by route and with nothing personal", () => {
    performance.mark('hydrated');
    startFieldVitals(1);
    observers.get('LCP')!(
      metric('LCP', 1834.4, {
        target: 'main>img.product__image',
        resourceLoadDelay: 20,
        elementRenderDelay: 400,
      }),
    );
    observers.get('INP')!(
      metric('INP', 312, {
        // An element's id from the page can hold what a shopper typed.
        interactionTarget: `button#${SHOPPER.email}`,
        interactionType: 'pointer',
        loadState: 'dom-interactive',
        inputDelay: 250,
        processingDuration: 40,
        presentationDelay: 22,
      }),
    );
    observers.get('CLS')!(
      metric('CLS', 0.0123, { largestShiftTarget: 'footer', loadState: 'complete' }),
    );
    leavePage();
    leavePage();

    expect(beacons).toHaveLength(1);
    const report = JSON.parse(beacons[0]!);
    expect(report).toMatchObject({
      type: 'vitals',
      route: '/account-details/:orderId',
      vitals: {
        LCP: { value: 1834, element: 'main>img.product__image' },
        INP: { value: 312, type: 'pointer', loadState: 'dom-interactive', inputDelay: 250 },
        CLS: { value: 0.012, source: 'footer' },
      },
    });
    expect(typeof report.hydrated).toBe('number');
    expectNothingPersonal(beacons[0]!);
  });

  it('sends no vitals from a page load left out of the sample', () => {
    startFieldVitals(0);
    expect(observers.size).toBe(0);
    leavePage();
    expect(beacons).toEqual([]);
  });

  it('sends a failure reportError logs, scrubbed of emails, phone numbers and ids', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = Object.assign(
      new Error(`No order ${SHOPPER.order} for ${SHOPPER.email}, call ${SHOPPER.phone}`),
      { status: 404, call: `GET /api/web/orders/${SHOPPER.order}` },
    );
    reportError(failure, 'Order detail');
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(beacons[0]!)).toMatchObject({
      type: 'error',
      route: '/account-details/:orderId',
      context: 'Order detail',
      status: 404,
      call: 'GET /api/web/orders/:id',
    });
    expectNothingPersonal(beacons[0]!);
  });

  it('names a Hindi page by its route as well, under /hi', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.pushState({}, '', `/hi/account-details/${SHOPPER.order}`);
    reportError(new Error('The order did not load'), 'Order detail');
    expect(JSON.parse(beacons[0]!)).toMatchObject({ route: '/hi/account-details/:orderId' });
    expectNothingPersonal(beacons[0]!);
  });

  it('sends nothing at all when VITE_RUM_URL is unset', () => {
    env.rumUrl = '';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportError(new Error('offline'), 'Home');
    expect(beacons).toEqual([]);
  });
});
