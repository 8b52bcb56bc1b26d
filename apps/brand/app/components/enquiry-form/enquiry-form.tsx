import { zodResolver } from '@hookform/resolvers/zod';
import { affiliateEnquiry, contactEnquiry } from '@nyiur/api';
import type { AffiliateEnquiryValues } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';
import { Button, Field, Input, NativeSelect, Textarea, useHydrated } from '@nyiur/ui';
import { useForm } from 'react-hook-form';
import { FormsMessages } from '../../lib/forms-messages';
import { formMessage, useFormsTranslate } from '../../lib/forms-translate';
import { submitLead } from '../../lib/submit-lead';
import { FormRadioGroup } from '../form-radio-group/form-radio-group';
import styles from './enquiry-form.module.css';

export type EnquiryKind = 'contact' | 'affiliate';

/** Both kinds share one value shape; the contact enquiry simply leaves the radios out. */
type EnquiryValues = Omit<
  AffiliateEnquiryValues,
  'contact_type' | 'is_content_creator' | 'is_blog_writer'
> & {
  contact_type: EnquiryKind;
  is_content_creator?: '1' | '0';
  is_blog_writer?: '1' | '0';
};

const COUNTRIES = [{ value: COUNTRY_MALAYSIA, label: COUNTRY_MALAYSIA }];

const emptyValues = (kind: EnquiryKind): EnquiryValues => ({
  name: '',
  mobile: '',
  email: '',
  country: '',
  comments: '',
  is_pro: '0',
  contact_type: kind,
});

export interface EnquiryFormProps {
  readonly kind: EnquiryKind;
  /** Label of the submit button ("Submit" unless told). */
  readonly submitLabel?: string;
  /** The affiliate radios' questions (the catalogue's unless told). */
  readonly questions?: { readonly contentCreator: string; readonly blogWriter: string };
}

const resolvers = {
  contact: zodResolver(contactEnquiry),
  affiliate: zodResolver(affiliateEnquiry),
};

function EnquiryFields({ kind, submitLabel, questions }: EnquiryFormProps) {
  const t = useFormsTranslate();
  const say = (text: string) => formMessage(t, text);
  const asked = questions ?? {
    contentCreator: t('affiliate.contentCreator'),
    blogWriter: t('affiliate.blogWriter'),
  };
  const form = useForm<EnquiryValues>({
    // Both schemas parse a superset of EnquiryValues; the resolver only reads them.
    resolver: resolvers[kind] as never,
    defaultValues: emptyValues(kind),
  });
  const { errors, isSubmitting } = form.formState;
  // Until React owns the form a tap on Submit would send it as a plain GET, the fields in the URL.
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    const sent = await submitLead({ ...values, contact_type: kind } as never, say);
    if (sent) form.reset(emptyValues(kind));
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={kind === 'affiliate' ? t('affiliate.label') : t('contact.label')}
    >
      <Field label={t('field.name')} required error={formMessage(t, errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field label={t('field.phone')} required error={formMessage(t, errors.mobile?.message)}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('mobile')} />
      </Field>
      <Field label={t('field.email')} required error={formMessage(t, errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label={t('field.country')} required error={formMessage(t, errors.country?.message)}>
        {/* The browser's own select (as the checkout's addresses): no popup code on the page. */}
        <NativeSelect
          placeholder={t('field.countryPlaceholder')}
          options={COUNTRIES}
          {...form.register('country')}
        />
      </Field>
      {kind === 'affiliate' && (
        <div className={styles.radios}>
          {(['is_content_creator', 'is_blog_writer'] as const).map((name) => (
            <FormRadioGroup
              key={name}
              control={form.control}
              name={name}
              label={name === 'is_content_creator' ? asked.contentCreator : asked.blogWriter}
              options={[
                { value: '1', label: t('yes') },
                { value: '0', label: t('no') },
              ]}
              orientation="horizontal"
              required
              error={formMessage(t, errors[name]?.message)}
            />
          ))}
        </div>
      )}
      <Field
        label={t('field.comments')}
        required
        error={formMessage(t, errors.comments?.message)}
        className={styles.wide}
      >
        <Textarea rows={5} {...form.register('comments')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          {submitLabel ?? t('submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The enquiry form of /contact and /lifestyle-affiliate: validated with the contract's schema
 * (the spec's messages, in the page's language), posted to /users/contact-create, reset with a
 * toast on success.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <FormsMessages>
      <EnquiryFields {...props} />
    </FormsMessages>
  );
}
