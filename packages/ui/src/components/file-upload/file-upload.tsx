import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { checkUpload, sniffFileType } from '@nyiur/domain';
import type { UploadKind } from '@nyiur/domain';
import { UploadIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import styles from './file-upload.module.css';

export type FileUploadProps = {
  label: ReactNode;
  /** Which files the spec allows: image (JPG, PNG), pdf, or pdf-or-image; all up to 10 MB. */
  kind: UploadKind;
  /** Receives the accepted file, or null when the field is cleared or a file is rejected. */
  onFileChange?: (file: File | null) => void;
  /** Receives the spec's message when a file is rejected. */
  onReject?: (message: string) => void;
  hint?: ReactNode;
  /** An error from outside, such as the server's upload message. */
  error?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

const ACCEPT: Record<UploadKind, string> = {
  image: '.jpg,.jpeg,.png,image/jpeg,image/png',
  pdf: '.pdf,application/pdf',
  'pdf-or-image': '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
};

const ACCEPT_TEXT: Record<UploadKind, string> = {
  image: 'JPG or PNG, up to 10 MB',
  pdf: 'PDF, up to 10 MB',
  'pdf-or-image': 'PDF, JPG or PNG, up to 10 MB',
};

async function firstBytes(file: File): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * A file field that checks the file's real type (its first bytes, not its name) and size with
 * the domain's upload rules. A rejected file is cleared from the field and the spec's message
 * is shown and announced.
 */
export function FileUpload({
  label,
  kind,
  onFileChange,
  onReject,
  hint,
  error,
  name,
  required = false,
  disabled = false,
  className,
}: FileUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const message = rejection ?? error;
  const ids = {
    input: `${id}-input`,
    label: `${id}-label`,
    accept: `${id}-accept`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    selected: `${id}-selected`,
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setFile(null);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setRejection(null);
    if (!chosen) {
      clear();
      onFileChange?.(null);
      return;
    }
    const type = await firstBytes(chosen).then(sniffFileType, () => null);
    const problem = checkUpload({ kind, type, size: chosen.size });
    if (problem) {
      clear();
      setRejection(problem);
      onReject?.(problem);
      onFileChange?.(null);
      return;
    }
    setFile(chosen);
    onFileChange?.(chosen);
  };

  const remove = () => {
    clear();
    setRejection(null);
    onFileChange?.(null);
    inputRef.current?.focus();
  };

  const describedBy = [ids.accept, hint && ids.hint, file && ids.selected, message && ids.error]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.wrapper, Boolean(message) && styles.invalid, className)}>
      <span id={ids.label} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        ref={inputRef}
        id={ids.input}
        className={styles.input}
        type="file"
        name={name}
        accept={ACCEPT[kind]}
        disabled={disabled}
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        onChange={(event) => void onChange(event)}
      />
      <label htmlFor={ids.input} className={styles.dropzone}>
        <UploadIcon className={styles.icon} />
        <span className={styles.action}>{file ? 'Choose another file' : 'Choose a file'}</span>
        <span id={ids.accept} className={styles.accept}>
          {ACCEPT_TEXT[kind]}
        </span>
      </label>
      {file && (
        <p id={ids.selected} className={styles.selected}>
          <span className={styles.fileName}>Selected: {file.name}</span>
          <Button variant="ghost" size="sm" onClick={remove}>
            Remove file
          </Button>
        </p>
      )}
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={ids.error} className={styles.error} role="alert">
        {message}
      </p>
    </div>
  );
}
