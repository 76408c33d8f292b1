import { useLingui } from '@lingui/react/macro';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/stores/cart-reducer';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** Called when the shopper tries to go past the maximum (the bulk-order notice). */
  onLimit?: () => void;
  label: string;
  size?: 'small' | 'normal';
};

/** Minus / value / plus, kept within 1..25. */
export function QuantityStepper({
  value,
  onChange,
  onLimit,
  label,
  size = 'normal',
}: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => value > MIN_QUANTITY && onChange(value - 1)}
        // Not `disabled`: a button that disables itself under the keyboard drops focus to the page.
        aria-disabled={value <= MIN_QUANTITY}
        aria-label={t`Decrease quantity`}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={t`Quantity`}>
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        onClick={() => (value >= MAX_QUANTITY ? onLimit?.() : onChange(value + 1))}
        aria-label={t`Increase quantity`}
      >
        +
      </button>
    </div>
  );
}
