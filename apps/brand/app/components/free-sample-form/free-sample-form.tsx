import { zodResolver } from '@hookform/resolvers/zod';
import { freeSampleRegistration } from '@nyiur/api';
import type { FreeSampleRegistrationInput } from '@nyiur/api';
import { products } from '@nyiur/content';
import { inLocale, PATHS } from '@nyiur/domain';
import { useLocale } from '@nyiur/shell';
import { Button, Field, Input, useHydrated } from '@nyiur/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormsMessages } from '../../lib/forms-messages';
import { formMessage, useFormsTranslate } from '../../lib/forms-translate';
import { registerFreeSample } from '../../lib/submit-lead';
import styles from '../enquiry-form/enquiry-form.module.css';
import { FormRadioGroup } from '../form-radio-group/form-radio-group';

/** The products a free sample can be of: the two on sale. */
export const SAMPLE_PRODUCTS = products.filter((item) => item.sellable && item.kind === 'product');

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

function SampleForm({ productId }: FreeSampleFormProps) {
  const t = useFormsTranslate();
  const say = (text: string) => formMessage(t, text);
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
    const contactId = await registerFreeSample(values as FreeSampleRegistrationInput, say);
    if (contactId !== null)
      window.location.assign(inLocale(guestCheckoutPath(values.product_id, contactId), locale));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('sample.label')}>
      <div className={styles.wide}>
        <FormRadioGroup
          control={form.control}
          name="product_id"
          label={t('field.sample')}
          options={SAMPLE_PRODUCTS.map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          variant="cards"
          orientation="horizontal"
          required
          error={formMessage(t, errors.product_id?.message)}
        />
      </div>
      <Field label={t('field.name')} required error={formMessage(t, errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label={t('field.email')} required error={formMessage(t, errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field
        label={t('field.phone')}
        required
        error={formMessage(t, errors.phone?.message)}
        hint={t('field.phoneHint')}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <FormRadioGroup
        control={form.control}
        name="gender"
        label={t('field.gender')}
        options={[
          { value: 'male', label: t('gender.male') },
          { value: 'female', label: t('gender.female') },
        ]}
        orientation="horizontal"
        required
        error={formMessage(t, errors.gender?.message)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          {t('sample.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Free-sample sign-up: posts the lead, then sends the guest to the shop's guest checkout. */
export function FreeSampleForm(props: FreeSampleFormProps) {
  return (
    <FormsMessages>
      <SampleForm {...props} />
    </FormsMessages>
  );
}
