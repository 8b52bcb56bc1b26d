import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { messages } from '@nyiur/domain';
import { toast, useLoadingStore } from '@nyiur/shell';
import type { PaymentHandoff } from '../components/payment-form/payment-form';
import { reportSubmitError } from './server-errors';

/**
 * Sends a checkout and hands the payment request to the hidden form. The loading flag stays on
 * while the browser leaves for the gateway.
 */
export function useCheckoutSubmit() {
  const [handoff, setHandoff] = useState<PaymentHandoff | null>(null);
  const submit = async <T extends FieldValues>(
    send: () => Promise<PaymentHandoff>,
    setError: UseFormSetError<T>,
  ) => {
    const loading = useLoadingStore.getState();
    loading.start();
    try {
      const result = await send();
      toast.success(messages.success.checkout);
      setHandoff({ payment_url: result.payment_url, payment_request: result.payment_request });
    } catch (error) {
      loading.stop();
      reportSubmitError(error, setError);
    }
  };
  return { handoff, submit };
}
