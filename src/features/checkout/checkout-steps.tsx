const STEPS = ['Cart', 'Information', 'Payment', 'Confirmation'] as const;

/** The four-step indicator; `current` is 1-based. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className="checkout-steps" aria-label="Checkout progress">
      {STEPS.map((step, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`checkout-steps__step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            {step}
            {state === 'done' && <span className="visually-hidden"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
