import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './control-notes.module.css';

/** The ids of a control's hint and error lines, and the aria-describedby that names both. */
export interface ControlNoteIds {
  readonly hintId: string | undefined;
  readonly errorId: string | undefined;
  readonly describedBy: string | undefined;
}

/** The note ids of the control `baseId`: only for the notes it has. */
export const controlNoteIds = (
  baseId: string,
  hint: ReactNode,
  error: ReactNode,
): ControlNoteIds => {
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
};

/** The hint and the error under a checkbox or a radio group, each when there is one. */
export function ControlNotes({
  ids,
  hint,
  error,
  className,
}: {
  ids: ControlNoteIds;
  hint?: ReactNode;
  error?: ReactNode;
  /** Placement within the control's layout. */
  className?: string;
}) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={cx(styles.hint, className)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={cx(styles.error, className)}>
          {error}
        </p>
      )}
    </>
  );
}
