import { toast } from '@nyiur/ui';
import { useRefreshAfter, type invalidatedBy } from '../../api/query-keys';

/** After a change to the order: "Saved.", and what the call made stale read again. */
export function useOrderSaved(): (call: keyof typeof invalidatedBy) => void {
  const refreshAfter = useRefreshAfter();
  return (call) => {
    toast.success('Saved.');
    refreshAfter(call);
  };
}

/** A bulk order call's answer for this one order: its refusal becomes the failure shown. */
export const refusalThrown = <Answer extends { results: { ok: boolean; message: string }[] }>(
  answer: Answer,
): Answer => {
  const refused = answer.results.find((result) => !result.ok);
  if (refused) throw new Error(refused.message);
  return answer;
};
