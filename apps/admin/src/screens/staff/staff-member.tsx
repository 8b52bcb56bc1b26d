import type { adminContract, AdminCallName } from '@nyiur/api';
import { AlertDialog, Badge, Button, Select, toast } from '@nyiur/ui';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAfter } from '../../api/query-keys';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import type { z } from 'zod';
import { malaysianTime, ROLE_NAMES, ROLE_OPTIONS, type Role } from '../../lib/labels';
import styles from '../screens.module.css';

/** A member as the staff list gives it; the list leaves out when the account was made. */
export type StaffMember = Omit<
  z.output<typeof adminContract.adminStaffList.response>['staff'][number],
  'created_at'
>;

type AccountCall = Extract<
  AdminCallName,
  | 'adminStaffDisable'
  | 'adminStaffEnable'
  | 'adminStaffSignOut'
  | 'adminStaffResetAuthenticator'
  | 'adminStaffResendInvite'
>;

interface Action {
  call: AccountCall;
  label: string;
  title: string;
  description: string;
  done: string;
  danger?: boolean;
}

function actionsOf(member: StaffMember): Action[] {
  const who = member.name || member.email;
  if (member.disabled_at) {
    return [
      {
        call: 'adminStaffEnable',
        label: 'Enable',
        title: `Enable ${who}?`,
        description: 'They can sign in again with their password and authenticator.',
        done: `${who} can sign in again.`,
      },
    ];
  }
  const setUp: Action = member.totp_enrolled
    ? {
        call: 'adminStaffResetAuthenticator',
        label: 'Reset authenticator',
        title: `Reset the authenticator of ${who}?`,
        description:
          'Their authenticator and recovery codes stop working and they are signed out. They get a new set-up link by e-mail.',
        done: `New set-up link e-mailed to ${member.email}.`,
      }
    : {
        call: 'adminStaffResendInvite',
        label: 'Resend invitation',
        title: `Send ${member.email} a new set-up link?`,
        description: 'Older links stop working. The new one lasts 72 hours.',
        done: `New set-up link e-mailed to ${member.email}.`,
      };
  return [
    setUp,
    {
      call: 'adminStaffSignOut',
      label: 'Sign out everywhere',
      title: `Sign ${who} out on every device?`,
      description: 'They can sign in again at once.',
      done: `${who} is signed out everywhere.`,
    },
    {
      call: 'adminStaffDisable',
      label: 'Disable',
      title: `Disable ${who}?`,
      description:
        'They are signed out on every device at once and cannot sign in, use a recovery code or a set-up link until you enable them again.',
      done: `${who} is disabled.`,
      danger: true,
    },
  ];
}

/** Disabled, authenticator on, or where the invitation stands. */
export function StaffStatus({ member }: { member: StaffMember }) {
  if (member.disabled_at) return <Badge tone="danger">Disabled</Badge>;
  if (member.totp_enrolled) return <Badge tone="success">Authenticator on</Badge>;
  return member.setup_link_expires_at ? (
    <Badge tone="warning">
      Invitation pending, link valid until {malaysianTime(member.setup_link_expires_at)}
    </Badge>
  ) : (
    <Badge tone="warning">Invitation expired</Badge>
  );
}

/** The role, changeable while the account is enabled. */
export function StaffRole(props: { member: StaffMember; onRoleChange: (role: Role) => void }) {
  const { member } = props;
  if (member.disabled_at) return <>{ROLE_NAMES[member.role]}</>;
  return (
    <Select
      aria-label={`Role of ${member.email}`}
      options={ROLE_OPTIONS}
      value={member.role}
      onValueChange={(value) => props.onRoleChange(value as Role)}
    />
  );
}

/** What the owner can do to a colleague's account, each asked first. */
export function StaffActions(props: {
  member: StaffMember;
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
  onSetupLink: (link: string) => void;
}) {
  const { member, guarded } = props;
  const refreshAfter = useRefreshAfter();
  const act = useMutation({
    mutationFn: (action: Action) =>
      guarded(() => adminApi[action.call]({ id: member.id }).then(dataOf)).then((answer) => ({
        action,
        answer: answer as { setup_url?: string },
      })),
    onSuccess: ({ action, answer }) => {
      toast.success(action.done);
      if (answer.setup_url) props.onSetupLink(answer.setup_url);
      refreshAfter(action.call);
    },
    onError: toastFailure,
  });
  return (
    <div className={styles.row}>
      {actionsOf(member).map((action) => (
        <AlertDialog
          key={action.call}
          title={action.title}
          description={`${action.description} You may be asked for your password or a code.`}
          confirmLabel={action.label}
          cancelLabel="Cancel"
          confirmVariant={action.danger ? 'danger' : 'primary'}
          onConfirm={() => act.mutate(action)}
          trigger={
            <Button
              variant={action.danger ? 'danger' : 'outline'}
              size="sm"
              disabled={act.isPending}
              aria-label={`${action.label}: ${member.email}`}
            >
              {action.label}
            </Button>
          }
        />
      ))}
    </div>
  );
}
