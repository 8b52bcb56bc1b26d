import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { messages } from '@nyiur/domain';
import { toast, useLoadingStore } from '@nyiur/shell';
import type { PaymentHandoff } from '../components/payment-form/payment-form';
import { reportSubmitError } from './server-errors';

/** Frames to wait, at most, for the toast before leaving for the gateway anyway (about 1 s). */
const TOAST_FRAMES = 60;

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

const toastShown = (message: string): boolean =>
  Array.from(document.querySelectorAll('[data-tone="success"]')).some((toast) =>
    toast.textContent?.includes(message),
  );

/**
 * Resolves once `message` is on screen. The toast region loads with the first toast a page raises;
 * the gateway's page replaces this one as soon as the payment form is sent, so without the wait a
 * member, whose checkout answers quickly, never saw "Checkout Successful!".
 */
async function untilShown(message: string): Promise<void> {
  for (let frame = 0; frame < TOAST_FRAMES && !toastShown(message); frame += 1) await nextFrame();
  // One more frame: the toast painted, not only in the document.
  await nextFrame();
}

/**
 * Sends a checkout, says "Checkout Successful!" and, once it shows, hands the payment request to
 * the hidden form. The loading flag stays on while the browser leaves for the gateway.
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
      await untilShown(messages.success.checkout);
      setHandoff({ payment_url: result.payment_url, payment_request: result.payment_request });
    } catch (error) {
      loading.stop();
      reportSubmitError(error, setError);
    }
  };
  return { handoff, submit };
}
