import { Badge, Button, DataList, Field, Input, Spinner, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { voucherPath } from '../admin-paths';
import { useRefreshAfter } from '../api/query-keys';
import { useVouchers } from '../api/vouchers';
import { valueLabel, VOUCHER_STATUS_LABELS, VOUCHER_STATUS_TONES } from '../lib/labels';
import { adminApi, dataOf, failureMessage } from '../lib/admin-api';
import { useFormRun } from '../lib/use-form-run';
import { useReauth } from '../lib/use-reauth';
import styles from './screens.module.css';
import { TermsFields, useTerms, ValueFields, valueOf, type Choices } from './voucher-fields';

// No 0/O or 1/I: codes are read off cards and typed on phones.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => ALPHABET[byte % 32]).join('');

function NewVoucherForm({ choices, onDone }: { choices: Choices; onDone: () => void }) {
  const { busy, errors, message, run } = useFormRun();
  const { guarded, dialog } = useReauth();
  const terms = useTerms();
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const { voucher } = await guarded(() =>
        adminApi.adminVoucherCreate({ code, ...valueOf(form), ...terms.read(form) }).then(dataOf),
      );
      toast.success(`Voucher ${voucher.code} created.`);
      onDone();
      void navigate(voucherPath(voucher.id));
    });
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="New voucher">
        <Field
          label="Code"
          hint="4–20 letters, digits or dashes; shoppers may type any case."
          error={errors['code']}
          required
        >
          <Input
            name="code"
            value={code}
            autoCapitalize="characters"
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </Field>
        <Button type="button" variant="secondary" onClick={() => setCode(generatedCode())}>
          Generate code
        </Button>
        <ValueFields errors={errors} />
        <TermsFields choices={choices} terms={terms} errors={errors} />
        {message && <p role="alert">{message}</p>}
        <Button type="submit" loading={busy}>
          Create voucher
        </Button>
      </form>
      {dialog}
    </>
  );
}

function BatchForm({ choices }: { choices: Choices }) {
  const { busy, errors, message, run } = useFormRun();
  const { guarded, dialog } = useReauth();
  const terms = useTerms();
  const [made, setMade] = useState<{ batch_id: string; codes: string[] } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const count = Number(String(form.get('count') ?? '').trim() || Number.NaN);
    void run(async () => {
      const batch = await guarded(() =>
        adminApi
          .adminVoucherBatch({
            count,
            prefix: String(form.get('prefix') ?? ''),
            ...valueOf(form),
            ...terms.read(form),
          })
          .then(dataOf),
      );
      setMade(batch);
      toast.success(`${batch.codes.length} codes made.`);
    });
  };
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
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Single-use codes">
        <Field label="How many codes" error={errors['count']} required>
          <Input name="count" inputMode="numeric" defaultValue="100" />
        </Field>
        <Field
          label="Start each code with"
          hint="Up to 8 letters or digits, e.g. SAMPLE."
          error={errors['prefix']}
          optional
        >
          <Input name="prefix" autoCapitalize="characters" />
        </Field>
        <ValueFields errors={errors} />
        <TermsFields choices={choices} terms={terms} errors={errors} />
        {message && <p role="alert">{message}</p>}
        <Button type="submit" loading={busy}>
          Make codes
        </Button>
      </form>
      {dialog}
    </>
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
