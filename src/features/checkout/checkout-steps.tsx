import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
const STEPS = [msg`Cart`, msg`Information`, msg`Payment`, msg`Confirmation`] as const;

/** The four-step indicator; `current` is 1-based. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const { t } = useLingui();
  return (
    <ol className="checkout-steps" aria-label={t`Checkout progress`}>
      {STEPS.map((step, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={step.id}
            className={`checkout-steps__step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            {t(step)}
            {state === 'done' && (
              <span className="visually-hidden">
                {' '}
                <Trans>(completed)</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
