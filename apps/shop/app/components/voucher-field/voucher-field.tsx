import { useState } from 'react';
import { Button, Field, Input } from '@nyiur/ui';
import type { VoucherState } from '../../lib/use-voucher';
import styles from './voucher-field.module.css';

/** The refusal Place Order gave the code: `voucher_code` is among the server's field errors, not the form's fields. */
export const checkoutVoucherError = (errors: object): string | undefined =>
  (errors as Record<string, { message?: string } | undefined>)['voucher_code']?.message;

/**
 * "Voucher code" with Apply and Remove. The refusal (ours, or the one checkout gave) shows under
 * the field; Enter applies the code instead of placing the order.
 */
export function VoucherField({
  voucher,
  serverError,
}: {
  voucher: VoucherState;
  serverError?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const { applied } = voucher;
  return (
    <div className={styles.voucher}>
      <Field
        label="Voucher code"
        optional
        error={voucher.error ?? serverError}
        hint={
          applied
            ? `${applied.code} applied.`
            : voucher.hint
              ? 'Vouchers available: enter your code here.'
              : undefined
        }
      >
        <Input
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void voucher.apply(typed);
            }
          }}
        />
      </Field>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          loading={voucher.pending}
          onClick={() => void voucher.apply(typed)}
        >
          Apply
        </Button>
        {applied && (
          <Button
            type="button"
            variant="ghost"
            aria-label={`Remove voucher ${applied.code}`}
            onClick={() => {
              voucher.remove();
              setTyped('');
            }}
          >
            Remove
          </Button>
        )}
      </div>
    </div>
  );
}
