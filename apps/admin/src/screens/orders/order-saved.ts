import { toast } from '@nyiur/ui';
import { useRefreshAfter } from '../../api/query-keys';

type OrderWrite =
  | 'adminOrderShip'
  | 'adminOrderMarkReady'
  | 'adminOrderMarkCollected'
  | 'adminOrderComplete'
  | 'adminOrderCancel'
  | 'adminOrderRefund'
  | 'adminOrderAddNote';

/** After a change to the order: "Saved.", and what the call made stale read again. */
export function useOrderSaved(): (call: OrderWrite) => void {
  const refreshAfter = useRefreshAfter();
  return (call) => {
    toast.success('Saved.');
    refreshAfter(call);
  };
}

/**
 * The answer of a bulk order call sent for this one order: that order's refusal, when it was
 * refused, becomes the failure to show.
 */
export const refusalThrown = <Answer extends { results: { ok: boolean; message: string }[] }>(
  answer: Answer,
): Answer => {
  const refused = answer.results.find((result) => !result.ok);
  if (refused) throw new Error(refused.message);
  return answer;
};
