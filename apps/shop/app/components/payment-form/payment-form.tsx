import { useEffect, useRef } from 'react';
import type { PaymentRequest } from '@nyiur/api';

export interface PaymentHandoff {
  readonly payment_url: string;
  readonly payment_request: PaymentRequest;
}

/**
 * The hidden form that carries a payment request to the gateway's entry page. Once rendered
 * with a request whose Amount is present it submits itself (spec §4), sending the browser on.
 */
export function PaymentForm({ handoff }: { handoff: PaymentHandoff | null }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (handoff?.payment_request.Amount) form.current?.submit();
  }, [handoff]);
  if (!handoff) return null;
  return (
    <form
      ref={form}
      method="post"
      action={handoff.payment_url}
      hidden
      aria-hidden="true"
      data-testid="payment-form"
    >
      {Object.entries(handoff.payment_request).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </form>
  );
}
