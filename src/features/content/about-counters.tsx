import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useSeenOnce } from '@/lib/use-seen-once';

/** The counters start once a third of them is on screen. */
const SEEN_WHEN = { threshold: 0.3 };

export const ABOUT_COUNTERS = [
  { target: 180, suffix: '+', label: msg`Ayurvedic formulations` },
  { target: 3, suffix: '', label: msg`GMP-certified manufacturing units` },
  { target: 100, suffix: '%', label: msg`Batches tested before dispatch` },
  { target: 11, suffix: '', label: msg`Awards for quality and purity` },
] as const;

export const COUNTER_TICK_MS = 50;

/** Each tick adds about a fortieth of the target, at least 1. */
export const counterStep = (target: number) => Math.max(1, Math.ceil(target / 40));

/** Counts from 0 to `target` in 50 ms ticks once `running` turns true. */
function useCountUp(target: number, running: boolean) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    const step = counterStep(target);
    const timer = setInterval(() => {
      setValue((current) => {
        const next = Math.min(target, current + step);
        if (next === target) clearInterval(timer);
        return next;
      });
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [target, running]);
  return value;
}

type CounterProps = {
  target: number;
  suffix: string;
  label: string;
  running: boolean;
  instant: boolean;
};

function Counter({ target, suffix, label, running, instant }: CounterProps) {
  const counted = useCountUp(target, running && !instant);
  const shown = instant ? target : counted;
  return (
    <li className="about-counter">
      {/* Screen readers get the final figure once, not every tick. */}
      <span className="about-counter__value" aria-hidden="true" data-testid="counter-value">
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">
        {target}
        {suffix}
      </span>{' '}
      <span className="about-counter__label">{label}</span>
    </li>
  );
}

/** The About page's figures: they count up when scrolled into view, or show at once under reduced motion. */
export function AboutCounters() {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const [ref, seen] = useSeenOnce<HTMLUListElement>(SEEN_WHEN);
  return (
    <section className="about-counters" aria-labelledby="about-counters-title">
      <div className="container">
        <h2 id="about-counters-title" className="visually-hidden">
          <Trans>VedaHerbs in numbers</Trans>
        </h2>
        <ul ref={ref} className="about-counters__list">
          {ABOUT_COUNTERS.map((counter) => (
            <Counter
              key={counter.label.id}
              {...counter}
              label={t(counter.label)}
              running={seen}
              instant={reducedMotion}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
