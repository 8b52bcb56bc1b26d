import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, Select, Spinner, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, failureMessage, fieldErrors, toastFailure } from '../lib/admin-api';
import { useReauth } from '../lib/use-reauth';
import styles from './screens.module.css';

const ROLE_OPTIONS = [
  { value: 'owner', label: 'Owner: everything' },
  { value: 'packer', label: 'Packer: sees and ships orders' },
  { value: 'marketing', label: 'Marketing: leads and customers' },
];
type Role = 'owner' | 'packer' | 'marketing';

/** Colleagues with back-office access: invite with a role, change a role. */
export function StaffScreen() {
  const queryClient = useQueryClient();
  const { guarded, dialog } = useReauth();
  const [role, setRole] = useState<Role>('packer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState('');
  const staff = useQuery({
    queryKey: ['staff'],
    queryFn: () => adminApi.call('adminStaffList', {}),
  });

  const invite = useMutation({
    mutationFn: (email: string) =>
      guarded(() => adminApi.call('adminStaffInvite', { email, role })),
    onSuccess: (answer) => {
      setErrors({});
      setLink(answer.setup_url);
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      toastFailure(error);
    },
  });
  const setRoleOf = useMutation({
    mutationFn: (change: { id: number; role: Role }) =>
      guarded(() => adminApi.call('adminStaffSetRole', change)),
    onSuccess: () => {
      toast.success('Role changed.');
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: toastFailure,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  };

  return (
    <>
      <h1>Staff</h1>
      <section className={styles.section} aria-labelledby="invite">
        <h2 id="invite">Invite a colleague</h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label="E-mail" error={errors['email']} required>
            <Input name="email" type="email" />
          </Field>
          <Field label="Role" error={errors['role']}>
            <Select
              options={ROLE_OPTIONS}
              value={role}
              onValueChange={(value) => setRole(value as Role)}
            />
          </Field>
          <Button type="submit" disabled={invite.isPending}>
            Invite
          </Button>
        </form>
        {link && (
          <p>
            Send this one-time set-up link to your colleague (it lasts 72 hours):{' '}
            <code data-testid="setup-link">{link}</code>
          </p>
        )}
      </section>
      {staff.isPending ? (
        <Spinner label="Loading staff" />
      ) : staff.error ? (
        <p role="alert">{failureMessage(staff.error)}</p>
      ) : (
        <ul className={styles.list} aria-label="Staff">
          {staff.data.staff.map((member) => (
            <li key={member.id} className={styles.section}>
              <strong>{member.name || member.email}</strong>
              <span className={styles.muted}>
                {member.email} · {member.totp_enrolled ? 'authenticator on' : 'not set up yet'}
              </span>
              <Field label={`Role of ${member.email}`}>
                <Select
                  options={ROLE_OPTIONS}
                  value={member.role}
                  onValueChange={(value) =>
                    setRoleOf.mutate({ id: member.id, role: value as Role })
                  }
                />
              </Field>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
