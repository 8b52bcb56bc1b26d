import { specMessage } from '../../lib/spec-messages';
import { useCheckoutTranslate } from '../../lib/translate';
import { useFormContext } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { COUNTRY_MALAYSIA, MALAYSIAN_STATES } from '@nyiur/domain';
import { Field, Input, NativeSelect } from '@nyiur/ui';
import styles from './address-fields.module.css';

export interface AddressFieldNames {
  /** `address_2` in the address book, `address2` at checkout. */
  readonly address2: string;
  /** `phone_no` in the address book, `recipient_number` at checkout. */
  readonly phone: string;
}

const countryOptions = [{ value: COUNTRY_MALAYSIA, label: COUNTRY_MALAYSIA }];
const defaultStates = MALAYSIAN_STATES.map((state) => state.name);

const errorText = (errors: FieldValues, name: string): string | undefined => {
  const message = (errors[name] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * The address form of spec §5 inside a react-hook-form: Country/Region (Malaysia only), first and
 * last name, address, apartment, postcode, city, State/territory, phone. The two selects are the
 * browser's own (`NativeSelect`): a phone opens its own picker, and the checkout loads no popup,
 * positioning or focus-trapping code for them (some 25 KB gzip with a Radix Select).
 */
export function AddressFields({
  names,
  states = defaultStates,
  phoneRequired = false,
  showPhone = true,
}: {
  names: AddressFieldNames;
  states?: readonly string[];
  phoneRequired?: boolean;
  showPhone?: boolean;
}) {
  const { register, formState } = useFormContext<FieldValues>();
  const errors = formState.errors as FieldValues;
  const stateOptions = states.map((name) => ({ value: name, label: name }));
  const t = useCheckoutTranslate();
  const error = (name: string) => specMessage(t, errorText(errors, name));
  return (
    <div className={styles.grid}>
      <div className={styles.full}>
        <Field label={t('address.country')} error={error('country')} required>
          <NativeSelect
            options={countryOptions}
            placeholder={t('address.selectCountry')}
            autoComplete="country-name"
            {...register('country')}
          />
        </Field>
      </div>
      <Field label={t('address.firstName')} error={error('first_name')} required>
        <Input autoComplete="given-name" {...register('first_name')} />
      </Field>
      <Field label={t('address.lastName')} error={error('last_name')} required>
        <Input autoComplete="family-name" {...register('last_name')} />
      </Field>
      <div className={styles.full}>
        <Field label={t('address.address')} error={error('address')} required>
          <Input autoComplete="address-line1" {...register('address')} />
        </Field>
      </div>
      <div className={styles.full}>
        <Field
          label={t('address.address2')}
          error={error(names.address2)}
          optional={t('form.optional')}
        >
          <Input
            autoComplete="address-line2"
            placeholder={t('address.address2')}
            {...register(names.address2)}
          />
        </Field>
      </div>
      <Field label={t('address.postcode')} error={error('postcode')} required>
        <Input inputMode="numeric" autoComplete="postal-code" {...register('postcode')} />
      </Field>
      <Field label={t('address.city')} error={error('city')} required>
        <Input autoComplete="address-level2" {...register('city')} />
      </Field>
      <div className={styles.full}>
        <Field label={t('address.state')} error={error('state')} required>
          <NativeSelect
            options={stateOptions}
            placeholder={t('address.selectState')}
            autoComplete="address-level1"
            {...register('state')}
          />
        </Field>
      </div>
      {showPhone && (
        <div className={styles.full}>
          <Field
            label={t('form.phone')}
            error={error(names.phone)}
            required={phoneRequired}
            optional={!phoneRequired && t('form.optional')}
          >
            <Input
              type="tel"
              autoComplete="tel"
              placeholder="0123456789"
              {...register(
                names.phone,
                // An optional phone left blank is no phone at all, not an invalid one.
                phoneRequired
                  ? {}
                  : { setValueAs: (value: string) => (value === '' ? undefined : value) },
              )}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
