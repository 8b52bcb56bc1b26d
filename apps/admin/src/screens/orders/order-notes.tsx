import { adminContract, type AdminOrderDetail } from '@nyiur/api';
import { Field, Textarea } from '@nyiur/ui';
import type { OrderPage } from '../../api/orders';
import { adminApi, dataOf } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';
import { useOrderSaved } from './order-saved';

/** A staff note added to the order; the field empties once it is saved. */
function NoteForm({ order }: { order: AdminOrderDetail }) {
  const saved = useOrderSaved();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminOrderAddNote.request,
    defaultValues: { id: order.id, text: '' },
    send: ({ text }) => adminApi.adminOrderAddNote({ id: order.id, text }).then(dataOf),
    onSaved: () => {
      form.reset();
      saved('adminOrderAddNote');
    },
  });
  return (
    <AdminForm {...idiom} submit="Add note" variant="secondary">
      <Field label="Add a note" error={form.formState.errors.text?.message}>
        <Textarea rows={2} {...form.register('text')} />
      </Field>
    </AdminForm>
  );
}

/** The staff's notes on the order, and a new one for those who may write them. */
export function OrderNotes({
  order,
  notes,
  canNote,
}: {
  order: AdminOrderDetail;
  notes: OrderPage['notes'];
  canNote: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="notes">
      <h2 id="notes">Notes</h2>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note.id}>
            {malaysianTime(note.at)} · {note.by}: {note.text}
          </li>
        ))}
      </ul>
      {canNote && <NoteForm order={order} />}
    </section>
  );
}

/** The e-mails the customer was sent about this order. */
export function OrderEmails({ emails }: { emails: OrderPage['emails'] }) {
  return (
    <section className={styles.section} aria-labelledby="emails">
      <h2 id="emails">E-mails sent</h2>
      {emails.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ul className={styles.list}>
          {emails.map((email, index) => (
            <li key={index}>
              {malaysianTime(email.at)} · {email.subject} · {email.status}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who did what to the order, from the audit log. */
export function OrderTrail({ trail }: { trail: OrderPage['trail'] }) {
  return (
    <section className={styles.section} aria-labelledby="trail">
      <h2 id="trail">Trail</h2>
      <ul className={styles.list}>
        {trail.map((entry) => (
          <li key={entry.id}>
            {malaysianTime(entry.at)} · {entry.actor_email} · {entry.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
