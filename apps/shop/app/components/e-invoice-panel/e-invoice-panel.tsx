import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  E_INVOICE_STATE_OPTIONS,
  type EInvoiceRequestInput,
  type EInvoiceStatus,
} from '@nyiur/api';
import { formatMalaysianTime } from '@nyiur/domain';
import { callApi, toast } from '@nyiur/shell';
import { Button, Field, Input, NativeSelect } from '@nyiur/ui';
import { reportSubmitError } from '../../lib/server-errors';
import styles from './e-invoice-panel.module.css';

/** Which order: a member's by uuid, a guest's by the order link's token. */
export type EInvoiceOrderKey = { order_uuid: string } | { token: string };

type FormValues = Omit<EInvoiceRequestInput, 'order_id' | 'order_uuid' | 'token'>;

const STATE_LABELS: Record<NonNullable<EInvoiceStatus['e_invoice']>['state'], string> = {
  pending: 'Requested: being sent to LHDN',
  submitted: 'Submitted to LHDN, waiting for validation',
  valid: 'Validated by LHDN',
  invalid: 'Refused by LHDN',
  cancelled: 'Cancelled',
};

const ID_TYPES = [
  { value: 'NRIC', label: 'MyKad (NRIC)' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'BRN', label: 'Business registration (BRN)' },
  { value: 'ARMY', label: 'Army ID' },
];

/** The last day to ask: the deadline is the first instant after it. */
const deadline = (at: string) => formatMalaysianTime(new Date(new Date(at).getTime() - 1), 'date');

/**
 * An order's e-invoice (LHDN MyInvois): "Request e-invoice" and its form while the buyer may
 * still ask, then the state and, once validated, the MyInvois link and the download.
 */
export function EInvoicePanel({ orderKey }: { orderKey: EInvoiceOrderKey }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
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
      toast.success('Your e-invoice request is sent. We e-mail it once LHDN validates it.');
    } catch (error) {
      reportSubmitError(error, form.setError);
    }
  });

  const data = status.data;
  if (!data) return null;
  const invoice = data.e_invoice;
  return (
    <section className={styles.panel} aria-label="e-Invoice">
      <h3 className={styles.title}>e-Invoice</h3>
      {invoice && (
        <p data-testid="e-invoice-state">
          {invoice.code}: {STATE_LABELS[invoice.state]}
          {invoice.reasons.length > 0 && ` (${invoice.reasons.join('; ')})`}
        </p>
      )}
      {invoice?.print_url && (
        <p className={styles.links}>
          <a href={invoice.print_url} target="_blank" rel="noopener noreferrer">
            Download e-invoice
          </a>
          {invoice.validation_url && (
            <a href={invoice.validation_url} target="_blank" rel="noopener noreferrer">
              Check on MyInvois
            </a>
          )}
        </p>
      )}
      {!invoice && data.unavailable_reason && <p>{data.unavailable_reason}</p>}
      {data.can_request && !open && (
        <>
          {data.request_until && (
            <p className={styles.hint}>
              Need an e-invoice with your TIN? Ask by {deadline(data.request_until)}.
            </p>
          )}
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            Request e-invoice
          </Button>
        </>
      )}
      {open && (
        <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Request e-invoice">
          <Field label="Name (as registered with LHDN)" error={errors.name?.message} required>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field
            label="Tax identification number (TIN)"
            hint="e.g. IG12345678901 for a person, C2584563200 for a company"
            error={errors.tin?.message}
            required
          >
            <Input autoCapitalize="characters" {...form.register('tin')} />
          </Field>
          <Field label="ID type" error={errors.id_type?.message} required>
            <NativeSelect options={ID_TYPES} {...form.register('id_type')} />
          </Field>
          <Field label="ID number" error={errors.id_number?.message} required>
            <Input {...form.register('id_number')} />
          </Field>
          <Field label="SST registration number" error={errors.sst_number?.message} optional>
            <Input {...form.register('sst_number')} />
          </Field>
          <Field label="E-mail for the e-invoice" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label="Phone" error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </Field>
          <Field label="Address" error={errors.address_line1?.message} required>
            <Input autoComplete="address-line1" {...form.register('address_line1')} />
          </Field>
          <Field label="Address line 2" error={errors.address_line2?.message} optional>
            <Input autoComplete="address-line2" {...form.register('address_line2')} />
          </Field>
          <Field label="Town or city" error={errors.city?.message} required>
            <Input autoComplete="address-level2" {...form.register('city')} />
          </Field>
          <Field label="Postcode" error={errors.postcode?.message} required>
            <Input inputMode="numeric" autoComplete="postal-code" {...form.register('postcode')} />
          </Field>
          <Field label="State" error={errors.state_code?.message} required>
            <NativeSelect
              options={E_INVOICE_STATE_OPTIONS}
              placeholder="Choose the state"
              {...form.register('state_code')}
            />
          </Field>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send request
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
