import { useMutation } from '@tanstack/react-query';
import { Button, Field, Input, Select, Spinner, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, dataOf, failureMessage, fieldErrors, toastFailure } from '../lib/admin-api';
import { useReauth } from '../lib/use-reauth';
import { useRefreshAfter } from '../api/query-keys';
import { useStaff } from '../api/staff';
import { ROLE_OPTIONS, type Role } from '../lib/labels';
import { StaffMemberCard } from './staff-member';
import styles from './screens.module.css';

/**
 * Colleagues with back-office access: invite with a role (the set-up link is e-mailed), change a
 * role, disable or enable an account, sign it out everywhere, reset its authenticator.
 */
export function StaffScreen() {
  const refreshAfter = useRefreshAfter();
  const { guarded, dialog } = useReauth();
  const [role, setRole] = useState<Role>('packer');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState('');
  const staff = useStaff();

  const invite = useMutation({
    mutationFn: (email: string) =>
      guarded(() => adminApi.adminStaffInvite({ email, role }).then(dataOf)),
    onSuccess: (answer) => {
      setErrors({});
      setLink(answer.setup_url);
      toast.success('Invitation e-mailed.');
      refreshAfter('adminStaffInvite');
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      toastFailure(error);
    },
  });
  const setRoleOf = useMutation({
    mutationFn: (change: { id: number; role: Role }) =>
      guarded(() => adminApi.adminStaffSetRole(change).then(dataOf)),
    onSuccess: () => {
      toast.success('Role changed.');
      refreshAfter('adminStaffSetRole');
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
            We e-mailed this one-time set-up link; you can also send it yourself (it lasts 72 hours,
            and only the newest link works): <code data-testid="setup-link">{link}</code>
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
            <StaffMemberCard
              key={member.id}
              member={member}
              guarded={guarded}
              onSetupLink={setLink}
              onRoleChange={(next) => setRoleOf.mutate({ id: member.id, role: next })}
            />
          ))}
        </ul>
      )}
      {dialog}
    </>
  );
}
