import { useMutation } from '@tanstack/react-query';
import { DataList, Field, Input, Select, Spinner, toast } from '@nyiur/ui';
import { adminContract } from '@nyiur/api';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { adminApi, dataOf, failureMessage, toastFailure } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { useReauth } from '../../lib/use-reauth';
import { useRefreshAfter } from '../../api/query-keys';
import { useStaff } from '../../api/staff';
import { ROLE_OPTIONS, type Role } from '../../lib/labels';
import { StaffActions, StaffRole, StaffStatus } from './staff-member';
import styles from '../screens.module.css';

/**
 * Colleagues with back-office access: invite with a role (the set-up link is e-mailed), change a
 * role, disable or enable an account, sign it out everywhere, reset its authenticator.
 */
export function StaffScreen() {
  const refreshAfter = useRefreshAfter();
  const { guarded, dialog } = useReauth();
  const [link, setLink] = useState('');
  const staff = useStaff();

  const invite = useAdminForm({
    schema: adminContract.adminStaffInvite.request,
    defaultValues: { email: '', role: 'packer' },
    send: (values) => adminApi.adminStaffInvite(values).then(dataOf),
    onSaved: (answer) => {
      setLink(answer.setup_url);
      toast.success('Invitation e-mailed.');
      refreshAfter('adminStaffInvite');
    },
  });
  const { errors } = invite.form.formState;
  const setRoleOf = useMutation({
    mutationFn: (change: { id: number; role: Role }) =>
      guarded(() => adminApi.adminStaffSetRole(change).then(dataOf)),
    onSuccess: () => {
      toast.success('Role changed.');
      refreshAfter('adminStaffSetRole');
    },
    onError: toastFailure,
  });

  return (
    <>
      <h1>Staff</h1>
      <section className={styles.section} aria-labelledby="invite">
        <h2 id="invite">Invite a colleague</h2>
        <AdminForm {...invite} submit="Invite">
          <Field label="E-mail" error={errors.email?.message} required>
            <Input type="email" {...invite.form.register('email')} />
          </Field>
          <Field label="Role" error={errors.role?.message}>
            <Controller
              control={invite.form.control}
              name="role"
              render={({ field }) => (
                <Select
                  options={ROLE_OPTIONS}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value as Role)}
                />
              )}
            />
          </Field>
        </AdminForm>
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
        <DataList
          label="Staff"
          rows={staff.data.staff}
          rowKey={(member) => member.id}
          rowLabel={(member) => member.name || member.email}
          columns={[
            {
              key: 'name',
              header: 'Name',
              primary: true,
              cell: (member) => <strong>{member.name || member.email}</strong>,
            },
            { key: 'email', header: 'E-mail', cell: (member) => member.email },
            { key: 'status', header: 'Status', cell: (member) => <StaffStatus member={member} /> },
            {
              key: 'role',
              header: 'Role',
              cell: (member) => (
                <StaffRole
                  member={member}
                  onRoleChange={(next) => setRoleOf.mutate({ id: member.id, role: next })}
                />
              ),
            },
            {
              key: 'actions',
              header: 'Actions',
              unlabelledOnCard: true,
              cell: (member) => (
                <StaffActions member={member} guarded={guarded} onSetupLink={setLink} />
              ),
            },
          ]}
        />
      )}
      {dialog}
    </>
  );
}
