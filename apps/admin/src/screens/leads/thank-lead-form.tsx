import { adminContract, type AdminLead } from '@nyiur/api';
import { Button, Field, Input, toast } from '@nyiur/ui';
import { useState } from 'react';
import { adminApi, dataOf } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';

/** The call's terms without the lead, which the form is opened on. */
const thankTerms = adminContract.adminVoucherThankLead.request.omit({ lead_id: true });

/** "Send thank-you code": a single-use first-order code e-mailed to a free-sample lead. */
export function ThankLeadForm({ lead }: { lead: AdminLead }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { form, ...idiom } = useAdminForm({
    schema: thankTerms,
    defaultValues: { amount: '10.00', days: 30 },
    send: (terms) => adminApi.adminVoucherThankLead({ lead_id: lead.id, ...terms }).then(dataOf),
    onSaved: ({ voucher }) => {
      toast.success(`Code ${voucher.code} e-mailed.`);
      setSent(voucher.code);
    },
  });
  const { errors } = form.formState;
  if (sent) return <p>Code {sent} e-mailed.</p>;
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Send thank-you code
      </Button>
    );
  }
  return (
    <AdminForm {...idiom} label="Thank-you code" submit="E-mail the code" size="sm">
      <Field label="RM off the first box" error={errors.amount?.message} required>
        <Input inputMode="decimal" {...form.register('amount')} />
      </Field>
      <Field label="Valid for (days)" error={errors.days?.message} required>
        <Input inputMode="numeric" {...form.register('days', { valueAsNumber: true })} />
      </Field>
    </AdminForm>
  );
}
