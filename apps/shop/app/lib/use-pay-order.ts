import { useState } from 'react';
import { callApi, useLoadingStore } from '@nyiur/shell';
import type { PaymentHandoff } from '../components/payment-form/payment-form';
import { reportSubmitError } from './server-errors';

/**
 * Pay Now for a Pending order: asks for a fresh payment request, then the form posts it. A
 * refusal is toasted through `say`, in the page's language when the screen knows the message.
 */
export function usePayOrder(say: (text: string) => string = (text) => text) {
  const [handoff, setHandoff] = useState<PaymentHandoff | null>(null);
  const pay = async (uuid: string) => {
    const loading = useLoadingStore.getState();
    loading.start();
    try {
      const result = await callApi('pay', { uuid });
      setHandoff(result.data.data);
      // The loading flag stays on while the browser leaves for the gateway.
    } catch (error) {
      loading.stop();
      reportSubmitError(error, undefined, {}, say);
    }
  };
  return { handoff, pay };
}
