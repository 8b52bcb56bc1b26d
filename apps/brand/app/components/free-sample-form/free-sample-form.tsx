import { zodResolver } from '@hookform/resolvers/zod';
import { freeSampleRegistration } from '@nyiur/api';
import type { FreeSampleRegistrationInput } from '@nyiur/api';
import { products } from '@nyiur/content';
import { inLocale, PATHS } from '@nyiur/domain';
import { useLocale } from '@nyiur/shell';
import { Button, Field, Input, useHydrated } from '@nyiur/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { registerFreeSample } from '../../lib/submit-lead';
import styles from '../enquiry-form/enquiry-form.module.css';
import { FormRadioGroup } from '../form-radio-group/form-radio-group';

/** The products a free sample can be of: the two on sale. */
export const SAMPLE_PRODUCTS = products.filter((item) => item.sellable && item.kind === 'product');

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

type FreeSampleValues = {
  name: string;
  email: string;
  phone: string;
  gender?: 'male' | 'female';
  product_id: string;
};

/** The guest checkout of the shop that ships the sample. */
export const guestCheckoutPath = (productId: number | string, contactId: number): string =>
  `${PATHS.guestCheckout}?${new URLSearchParams({ pid: String(productId), cid: String(contactId) })}`;

export interface FreeSampleFormProps {
  /** The product chosen by the `pid` query parameter, if it names one of {@link SAMPLE_PRODUCTS}. */
  readonly productId?: number;
}

const resolver = zodResolver(freeSampleRegistration.request);

/** Free-sample sign-up: posts the lead, then sends the guest to the shop's guest checkout. */
export function FreeSampleForm({ productId }: FreeSampleFormProps) {
  const initial = SAMPLE_PRODUCTS[0];
  const form = useForm<FreeSampleValues>({
    resolver: resolver as never,
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      product_id: initial ? String(initial.id) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue } = form;
  // Until React owns the form a tap on Submit would send it as a plain GET, the fields in the URL.
  const hydrated = useHydrated();

  // The query parameter is only known in the browser (the page is prerendered without it); a
  // sample the visitor already chose before the code loaded stays chosen.
  const { getFieldState } = form;
  useEffect(() => {
    if (getFieldState('product_id').isDirty) return;
    if (SAMPLE_PRODUCTS.some((item) => item.id === productId))
      setValue('product_id', String(productId));
  }, [productId, setValue, getFieldState]);

  const locale = useLocale();
  const onSubmit = form.handleSubmit(async (values) => {
    const contactId = await registerFreeSample(values as FreeSampleRegistrationInput);
    if (contactId !== null)
      window.location.assign(inLocale(guestCheckoutPath(values.product_id, contactId), locale));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Free sample sign-up">
      <div className={styles.wide}>
        <FormRadioGroup
          control={form.control}
          name="product_id"
          label="Your sample"
          options={SAMPLE_PRODUCTS.map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          variant="cards"
          orientation="horizontal"
          required
          error={errors.product_id?.message}
        />
      </div>
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label="Contact number"
        required
        error={errors.phone?.message}
        hint="For example 0123456789"
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <FormRadioGroup
        control={form.control}
        name="gender"
        label="Gender"
        options={GENDERS}
        orientation="horizontal"
        required
        error={errors.gender?.message}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          Get my free sample
        </Button>
      </div>
    </form>
  );
}
