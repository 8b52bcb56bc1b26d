import { useCallback, useState } from 'react';
import { failureMessage, fieldErrors } from './admin-api';

/**
 * The state of a form that calls the server: busy while a call runs, then the field messages
 * of a 422 and the message to show, cleared at the next try.
 */
export function useFormRun() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  // Stable across renders, so an effect can start a call with it.
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    setMessage('');
    try {
      await work();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, errors, setErrors, message, run };
}
