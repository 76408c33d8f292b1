import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { routeOf, scrub, sendFieldReport } from './field-data';

/**
 * A page's Core Web Vitals from a real visit, with what caused them (web-vitals' attribution
 * build): LCP with its element, INP with its target and the page's load state when it came (a tap
 * during hydration shows as such), CLS with the element that moved most, and when the app had
 * hydrated. One beacon per page, when the shopper leaves it or hides it.
 */

type Vital = Record<string, string | number | null>;

function attributionOf(metric: MetricWithAttribution): Vital {
  switch (metric.name) {
    case 'LCP':
      return {
        element: metric.attribution.target ?? null,
        resourceLoadDelay: metric.attribution.resourceLoadDelay,
        elementRenderDelay: metric.attribution.elementRenderDelay,
      };
    case 'INP':
      return {
        target: metric.attribution.interactionTarget ?? null,
        type: metric.attribution.interactionType ?? null,
        loadState: metric.attribution.loadState,
        inputDelay: metric.attribution.inputDelay,
        processingDuration: metric.attribution.processingDuration,
        presentationDelay: metric.attribution.presentationDelay,
      };
    case 'CLS':
      return {
        source: metric.attribution.largestShiftTarget ?? null,
        loadState: metric.attribution.loadState ?? null,
      };
    default:
      return {};
  }
}

/** Rounded to the millisecond (CLS to the thousandth): a report is not a trace. */
const rounded = (metric: MetricWithAttribution) =>
  metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);

/** When the app had hydrated the page (lib/hydration.tsx marks it), in ms since navigation. */
function hydratedAt() {
  const [mark] = performance.getEntriesByName('hydrated', 'mark');
  return mark ? Math.round(mark.startTime) : null;
}

/**
 * Starts collecting for this page, on `sample` of the page loads (0 to 1). Selectors come from
 * the page's markup; each goes through `scrub`, as any text of the report does.
 */
export function startFieldVitals(sample: number) {
  if (Math.random() >= sample) return;
  const route = routeOf(window.location.pathname);
  const vitals: Record<string, Vital> = {};
  const keep = (metric: MetricWithAttribution) => {
    const attribution = Object.fromEntries(
      Object.entries(attributionOf(metric)).map(([key, value]) => [
        key,
        typeof value === 'string' ? scrub(value) : value,
      ]),
    );
    vitals[metric.name] = { value: rounded(metric), rating: metric.rating, ...attribution };
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);

  let sent = false;
  // Registered after web-vitals' own listeners, which report the final values first.
  const send = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    sendFieldReport({ type: 'vitals', route, vitals, hydrated: hydratedAt() });
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
