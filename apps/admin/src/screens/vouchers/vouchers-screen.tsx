import { adminContract } from '@nyiur/api';
import { Badge, Button, DataList, Field, Input, Spinner, toast } from '@nyiur/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { voucherPath } from '../../admin-paths';
import { useRefreshAfter } from '../../api/query-keys';
import { useVouchers } from '../../api/vouchers';
import { valueLabel, VOUCHER_STATUS_LABELS, VOUCHER_STATUS_TONES } from '../../lib/labels';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import { newVoucherDefaults, TermsFields, ValueFields, type Choices } from './voucher-fields';

// No 0/O or 1/I: codes are read off cards and typed on phones.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => ALPHABET[byte % 32]).join('');

function NewVoucherForm({ choices, onDone }: { choices: Choices; onDone: () => void }) {
  const navigate = useNavigate();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminVoucherCreate.request,
    defaultValues: { code: '', ...newVoucherDefaults() },
    send: (voucher) => adminApi.adminVoucherCreate(voucher).then(dataOf),
    onSaved: ({ voucher }) => {
      toast.success(`Voucher ${voucher.code} created.`);
      onDone();
      void navigate(voucherPath(voucher.id));
    },
  });
  const { errors } = form.formState;
  const code = form.register('code');
  return (
    <AdminForm {...idiom} label="New voucher" submit="Create voucher">
      <Field
        label="Code"
        hint="4–20 letters, digits or dashes; shoppers may type any case."
        error={errors.code?.message}
        required
      >
        <Input
          autoCapitalize="characters"
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            void code.onChange(event);
          }}
        />
      </Field>
      <Button
        type="button"
        variant="secondary"
        onClick={() => form.setValue('code', generatedCode(), { shouldValidate: true })}
      >
        Generate code
      </Button>
      <ValueFields form={form} />
      <TermsFields form={form} choices={choices} />
    </AdminForm>
  );
}

function BatchForm({ choices }: { choices: Choices }) {
  const [made, setMade] = useState<{ batch_id: string; codes: string[] } | null>(null);
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminVoucherBatch.request,
    defaultValues: { count: 100, prefix: '', ...newVoucherDefaults() },
    send: (batch) => adminApi.adminVoucherBatch(batch).then(dataOf),
    onSaved: (batch) => {
      setMade(batch);
      toast.success(`${batch.codes.length} codes made.`);
    },
  });
  const { errors } = form.formState;
  if (made) {
    return (
      <p>
        {made.codes.length} single-use codes made.{' '}
        <a href={`/api/admin/vouchers/batch.csv?batch=${made.batch_id}`} download>
          Download the codes (CSV)
        </a>
      </p>
    );
  }
  return (
    <AdminForm {...idiom} label="Single-use codes" submit="Make codes">
      <Field label="How many codes" error={errors.count?.message} required>
        <Input inputMode="numeric" {...form.register('count', { valueAsNumber: true })} />
      </Field>
      <Field
        label="Start each code with"
        hint="Up to 8 letters or digits, e.g. SAMPLE."
        error={errors.prefix?.message}
        optional
      >
        <Input autoCapitalize="characters" {...form.register('prefix')} />
      </Field>
      <ValueFields form={form} />
      <TermsFields form={form} choices={choices} />
    </AdminForm>
  );
}

/** Vouchers: search, the newest first, a new voucher, and a batch of single-use codes. */
export function VouchersScreen() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<'none' | 'new' | 'batch'>('none');
  const refreshAfter = useRefreshAfter();
  const list = useVouchers(q);
  return (
    <>
      <h1>Vouchers</h1>
      <div className={styles.toolbar}>
        <Button onClick={() => setOpen(open === 'new' ? 'none' : 'new')}>New voucher</Button>
        <Button variant="secondary" onClick={() => setOpen(open === 'batch' ? 'none' : 'batch')}>
          Single-use codes
        </Button>
      </div>
      {open === 'new' && list.data && (
        <section className={styles.section} aria-label="New voucher">
          <h2>New voucher</h2>
          <NewVoucherForm choices={list.data} onDone={() => refreshAfter('adminVoucherCreate')} />
        </section>
      )}
      {open === 'batch' && list.data && (
        <section className={styles.section} aria-label="Single-use codes">
          <h2>Single-use codes</h2>
          <BatchForm choices={list.data} />
        </section>
      )}
      <Field label="Search codes" hint="A code or its first letters; finds single-use codes too.">
        <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </Field>
      {list.isPending ? (
        <Spinner label="Loading vouchers" />
      ) : list.error ? (
        <p role="alert">{failureMessage(list.error)}</p>
      ) : list.data.vouchers.length === 0 ? (
        <p className={styles.empty}>No vouchers yet.</p>
      ) : (
        <DataList
          label="Vouchers"
          rows={list.data.vouchers}
          rowKey={(voucher) => voucher.id}
          rowLabel={(voucher) => voucher.code}
          columns={[
            {
              key: 'code',
              header: 'Code',
              primary: true,
              cell: (voucher) => <Link to={voucherPath(voucher.id)}>{voucher.code}</Link>,
            },
            {
              key: 'status',
              header: 'Status',
              cell: (voucher) => (
                <Badge tone={VOUCHER_STATUS_TONES[voucher.status]}>
                  {VOUCHER_STATUS_LABELS[voucher.status]}
                </Badge>
              ),
            },
            { key: 'value', header: 'Value', cell: (voucher) => valueLabel(voucher) },
            {
              key: 'used',
              header: 'Used',
              cell: (voucher) =>
                `${voucher.uses_taken}${voucher.total_uses === null ? '' : ` of ${voucher.total_uses}`}`,
            },
          ]}
        />
      )}
    </>
  );
}
