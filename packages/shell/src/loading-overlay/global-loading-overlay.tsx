import { LoadingOverlay } from '@nyiur/ui';
import { useIsLoading } from '../stores/loading-store';

/** The full-screen spinner shown while the global loading flag is set (spec §2). */
export function GlobalLoadingOverlay() {
  return <LoadingOverlay open={useIsLoading()} label="Loading" />;
}
