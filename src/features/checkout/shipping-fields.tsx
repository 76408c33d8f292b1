import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/text-field';
import { normalizePin, phoneInput } from '@/lib/form-rules';
import { useHydrated } from '@/lib/hydration';
import { savedAddress } from '@/lib/saved-address';
import type { CheckoutForm, CheckoutFormInput } from './checkout-schema';
import { INDIAN_STATES, REGION_NAMES, UNION_TERRITORIES } from './indian-states';
import { pinMatchesRegion } from './pin-prefixes';

type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutForm>;

/**
 * The shipping address, with the last address used on this device offered in one click.
 * Re-renders by itself when its errors or watched values change (see CheckoutDetails).
 */
export const ShippingFields = memo(function ShippingFields({
  form,
  disabled,
}: {
  form: CheckoutFormApi;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const [state, postalCode] = useWatch({ control, name: ['state', 'postalCode'] });
  const pinWarning =
    state && postalCode && !pinMatchesRegion(normalizePin(postalCode), state)
      ? `This PIN code does not look like one in ${state}. Please check it; you can still continue.`
      : undefined;
  // Read from this device, so never in the prerendered page.
  const lastAddress = useHydrated() ? savedAddress.read() : null;

  return (
    <fieldset disabled={disabled}>
      <legend>
        <h2>
          <Trans>Shipping Information</Trans>
        </h2>
      </legend>
      {lastAddress && (
        <button
          type="button"
          className="button button--ghost checkout__last-address"
          onClick={() =>
            form.reset({ ...form.getValues(), ...lastAddress }, { keepDefaultValues: true })
          }
        >
          <span>
            <Trans>
              Use my last address: {lastAddress.address}, {lastAddress.city}
            </Trans>
          </span>
        </button>
      )}
      <div className="checkout__grid">
        <TextField
          label={t`First Name`}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t`Last Name`}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t`Address`}
          className="checkout__wide"
          autoComplete="address-line1"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t`Apartment, suite, etc. (optional)`}
          className="checkout__wide"
          autoComplete="address-line2"
          error={errors.apartment?.message}
          {...register('apartment')}
        />
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t`State`}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">
            <Trans>Choose a state</Trans>
          </option>
          <optgroup label={t`States`}>
            {INDIAN_STATES.map((region) => (
              <option key={region} value={region}>
                {t(REGION_NAMES[region])}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Union Territories`}>
            {UNION_TERRITORIES.map((region) => (
              <option key={region} value={region}>
                {t(REGION_NAMES[region])}
              </option>
            ))}
          </optgroup>
        </SelectField>
        {/* No maxLength on the PIN ('560 001' is normalised by the schema) or the phone (phoneInput). */}
        <TextField
          label={t`PIN Code`}
          inputMode="numeric"
          autoComplete="postal-code"
          hint={pinWarning}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...phoneInput(register('phone'))}
        />
        <TextField
          label={t`Email`}
          type="email"
          className="checkout__wide"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
    </fieldset>
  );
});
