import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { PATHS } from '@nyiur/domain';
import { toast, useAppNavigate, withLoading } from '@nyiur/shell';
import { reportSubmitError } from './server-errors';

/**
 * For a request whose answer is a message to the shopper (a reset link sent, a password changed):
 * sends it, shows the message (through `say`, in the page's language) and goes back to the login
 * page. A failure shows its field messages (when `setError` is given) and a toast, and stays put.
 */
export function useSendThenLogin({
  replace = false,
  say = (text) => text,
}: { replace?: boolean; say?: (text: string) => string } = {}) {
  const navigate = useAppNavigate();
  return async <T extends FieldValues>(
    send: () => Promise<{ message: string }>,
    setError?: UseFormSetError<T>,
  ): Promise<void> => {
    try {
      const result = await withLoading(send);
      toast.success(say(result.message));
      navigate(PATHS.login, { replace });
    } catch (error) {
      reportSubmitError(error, setError, {}, say);
    }
  };
}
