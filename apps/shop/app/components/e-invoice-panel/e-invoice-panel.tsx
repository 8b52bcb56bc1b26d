import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  E_INVOICE_STATE_OPTIONS,
  type EInvoiceRequestInput,
  type EInvoiceStatus,
} from '@nyiur/api';
import { formatMalaysianTime, type Locale } from '@nyiur/domain';
import { callApi, toast, useLocale } from '@nyiur/shell';
import { Button, Field, Input, NativeSelect } from '@nyiur/ui';
import { reportSubmitError } from '../../lib/server-errors';
import { accountMessage } from '../../lib/spec-messages';
import { useAccountTranslate, type AccountMessageId } from '../../lib/translate';
import styles from './e-invoice-panel.module.css';

/** Which order: a member's by uuid, a guest's by the order link's token. */
export type EInvoiceOrderKey = { order_uuid: string } | { token: string };

type FormValues = Omit<EInvoiceRequestInput, 'order_id' | 'order_uuid' | 'token'>;

const STATE_LABELS: Record<NonNullable<EInvoiceStatus['e_invoice']>['state'], AccountMessageId> = {
  pending: 'eInvoice.statePending',
  submitted: 'eInvoice.stateSubmitted',
  valid: 'eInvoice.stateValid',
  invalid: 'eInvoice.stateInvalid',
  cancelled: 'eInvoice.stateCancelled',
};

const ID_TYPES: readonly { value: string; label: AccountMessageId }[] = [
  { value: 'NRIC', label: 'eInvoice.idNric' },
  { value: 'PASSPORT', label: 'eInvoice.idPassport' },
  { value: 'BRN', label: 'eInvoice.idBrn' },
  { value: 'ARMY', label: 'eInvoice.idArmy' },
];

/** The last day to ask: the deadline is the first instant after it. */
const deadline = (at: string, locale: Locale) =>
  formatMalaysianTime(new Date(new Date(at).getTime() - 1), 'date', locale);

/**
 * An order's e-invoice (LHDN MyInvois): "Request e-invoice" and its form while the buyer may
 * still ask, then the state and, once validated, the MyInvois link and the download.
 */
export function EInvoicePanel({ orderKey }: { orderKey: EInvoiceOrderKey }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const t = useAccountTranslate();
  const locale = useLocale();
  const say = (text: string) => accountMessage(t, text);
  const queryKey = ['e-invoice', orderKey];
  const status = useQuery({
    queryKey,
    queryFn: async () => (await callApi('eInvoiceGet', orderKey)).data,
    staleTime: 0,
  });
  const form = useForm<FormValues>({ defaultValues: { id_type: 'NRIC' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await callApi('eInvoiceRequest', { ...values, ...orderKey });
      queryClient.setQueryData(queryKey, answer.data);
      setOpen(false);
      toast.success(t('eInvoice.sent'));
    } catch (error) {
      reportSubmitError(error, form.setError, {}, say);
    }
  });

  const data = status.data;
  if (!data) return null;
  const invoice = data.e_invoice;
  return (
    <section className={styles.panel} aria-label={t('eInvoice.title')}>
      <h3 className={styles.title}>{t('eInvoice.title')}</h3>
      {invoice && (
        <p data-testid="e-invoice-state">
          {invoice.code}: {t(STATE_LABELS[invoice.state])}
          {invoice.reasons.length > 0 && ` (${invoice.reasons.join('; ')})`}
        </p>
      )}
      {invoice?.print_url && (
        <p className={styles.links}>
          <a href={invoice.print_url} target="_blank" rel="noopener noreferrer">
            {t('eInvoice.download')}
          </a>
          {invoice.validation_url && (
            <a href={invoice.validation_url} target="_blank" rel="noopener noreferrer">
              {t('eInvoice.myInvois')}
            </a>
          )}
        </p>
      )}
      {!invoice && data.unavailable_reason && <p>{say(data.unavailable_reason)}</p>}
      {data.can_request && !open && (
        <>
          {data.request_until && (
            <p className={styles.hint}>
              {t('eInvoice.askBy', { date: deadline(data.request_until, locale) })}
            </p>
          )}
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {t('eInvoice.request')}
          </Button>
        </>
      )}
      {open && (
        <form
          onSubmit={onSubmit}
          noValidate
          className={styles.form}
          aria-label={t('eInvoice.request')}
        >
          <Field label={t('eInvoice.name')} error={errors.name?.message} required>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field
            label={t('eInvoice.tin')}
            hint={t('eInvoice.tinHint')}
            error={errors.tin?.message}
            required
          >
            <Input autoCapitalize="characters" {...form.register('tin')} />
          </Field>
          <Field label={t('eInvoice.idType')} error={errors.id_type?.message} required>
            <NativeSelect
              options={ID_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
              {...form.register('id_type')}
            />
          </Field>
          <Field label={t('eInvoice.idNumber')} error={errors.id_number?.message} required>
            <Input {...form.register('id_number')} />
          </Field>
          <Field
            label={t('eInvoice.sst')}
            error={errors.sst_number?.message}
            optional={t('eInvoice.optional')}
          >
            <Input {...form.register('sst_number')} />
          </Field>
          <Field label={t('eInvoice.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label={t('eInvoice.phone')} error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </Field>
          <Field label={t('eInvoice.address')} error={errors.address_line1?.message} required>
            <Input autoComplete="address-line1" {...form.register('address_line1')} />
          </Field>
          <Field
            label={t('eInvoice.address2')}
            error={errors.address_line2?.message}
            optional={t('eInvoice.optional')}
          >
            <Input autoComplete="address-line2" {...form.register('address_line2')} />
          </Field>
          <Field label={t('eInvoice.city')} error={errors.city?.message} required>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </Field>
          <Field label={t('eInvoice.postcode')} error={errors.postcode?.message} required>
            <Input inputMode="numeric" autoComplete="postal-code" {...form.register('postcode')} />
          </Field>
          <Field label={t('eInvoice.state')} error={errors.state_code?.message} required>
            <NativeSelect
              options={E_INVOICE_STATE_OPTIONS}
              placeholder={t('eInvoice.chooseState')}
              {...form.register('state_code')}
            />
          </Field>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('eInvoice.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('eInvoice.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
