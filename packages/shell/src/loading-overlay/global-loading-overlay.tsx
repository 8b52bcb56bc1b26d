import { Spinner } from '@nyiur/ui';
import { useIsLoading } from '../stores/loading-store';
import styles from './global-loading-overlay.module.css';

/** The full-screen spinner shown while the global loading flag is set (spec §2). */
export function GlobalLoadingOverlay() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
