import type { AdminLead } from '@nyiur/api';
import { Button, Field, Input, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, dataOf } from '../lib/admin-api';
import { useFormRun } from '../lib/use-form-run';
import { useReauth } from '../lib/use-reauth';
import styles from './screens.module.css';

/** "Send thank-you code": a single-use first-order code e-mailed to a free-sample lead. */
export function ThankLeadForm({ lead }: { lead: AdminLead }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errors, message, run } = useFormRun();
  const { guarded, dialog } = useReauth();
  if (sent) return <p>Code {sent} e-mailed.</p>;
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Send thank-you code
      </Button>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const days = String(form.get('days') ?? '').trim();
    void run(async () => {
      const { voucher } = await guarded(() =>
        adminApi
          .adminVoucherThankLead({
            lead_id: lead.id,
            amount: String(form.get('amount') ?? '').trim(),
            days: /^\d+$/.test(days) ? Number(days) : Number.NaN,
          })
          .then(dataOf),
      );
      toast.success(`Code ${voucher.code} e-mailed.`);
      setSent(voucher.code);
    });
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Thank-you code">
        <Field label="RM off the first box" error={errors['amount']} required>
          <Input name="amount" inputMode="decimal" defaultValue="10.00" />
        </Field>
        <Field label="Valid for (days)" error={errors['days']} required>
          <Input name="days" inputMode="numeric" defaultValue="30" />
        </Field>
        {message && <p role="alert">{message}</p>}
        <Button type="submit" size="sm" loading={busy}>
          E-mail the code
        </Button>
      </form>
      {dialog}
    </>
  );
}
