import type { AdminLead } from '@nyiur/api';
import { AlertDialog, Button, toast } from '@nyiur/ui';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAfter } from '../../api/query-keys';
import { adminApi, toastFailure } from '../../lib/admin-api';
import { useReauth } from '../../lib/use-reauth';

/** An erased lead keeps a placeholder address: nothing is left to erase. */
export const isErasedLead = (lead: AdminLead): boolean =>
  /^erased-lead-\d+@invalid$/.test(lead.email);

/** "Erase personal data" for a lead without an account (PDPA), after a confirmation and a step-up. */
export function EraseLeadButton({ lead }: { lead: AdminLead }) {
  const refreshAfter = useRefreshAfter();
  const { guarded, dialog } = useReauth();
  const erase = useMutation({
    mutationFn: () => guarded(() => adminApi.adminLeadErase({ id: lead.id })),
    onSuccess: () => {
      toast.success('Personal data erased. Orders stay in the books.');
      refreshAfter('adminLeadErase');
    },
    onError: toastFailure,
  });
  return (
    <>
      <AlertDialog
        title={`Erase ${lead.name || lead.email}?`}
        description="Every lead and guest order with this e-mail is anonymised (a member with it is erased too). This cannot be undone. You will be asked for your password or a code."
        confirmLabel="Erase"
        cancelLabel="Keep"
        confirmVariant="danger"
        onConfirm={() => erase.mutate()}
        trigger={
          <Button size="sm" variant="outline" disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase personal data'}
          </Button>
        }
      />
      {dialog}
    </>
  );
}
