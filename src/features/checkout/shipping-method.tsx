import { useLocale } from '@/i18n/locale-provider';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { formatAmount } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import type { CheckoutFormInput } from './checkout-schema';
import { deliveryWindow } from './delivery-dates';
import { SHIPPING_METHODS, type ShippingMethod as Method } from './shipping';

type ShippingMethodProps = { register: UseFormRegister<CheckoutFormInput>; disabled: boolean };

/** Standard or express, each with its price and expected delivery dates. */
export const ShippingMethod = memo(function ShippingMethod({
  register,
  disabled,
}: ShippingMethodProps) {
  // The dates count from today, which the prerendered shell cannot know; its line is kept blank.
  const hydrated = useHydrated();
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <fieldset disabled={disabled} className="checkout__choices">
      <legend>
        <h2>
          <Trans>Shipping Method</Trans>
        </h2>
      </legend>
      {(Object.keys(SHIPPING_METHODS) as Method[]).map((key) => {
        const method = SHIPPING_METHODS[key];
        return (
          <label key={key} className="choice">
            <input type="radio" value={key} {...register('shippingMethod')} />
            <span>
              <strong>{t(method.label)}</strong> ({t(method.days)})
              <span className="choice__detail">
                {hydrated
                  ? deliveryWindow(method.minDays, method.maxDays, new Date(), locale)
                  : '\u00a0'}
              </span>
            </span>
            <span className="choice__price">{formatAmount(method.price)}</span>
          </label>
        );
      })}
    </fieldset>
  );
});
