import { useCheckoutTranslate } from '../../lib/translate';
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
  const t = useCheckoutTranslate();
  return (
    <div className={styles.voucher}>
      <Field
        label={t('voucher.label')}
        optional={t('form.optional')}
        error={voucher.error ?? serverError}
        hint={
          applied
            ? t('voucher.applied', { code: applied.code })
            : voucher.hint
              ? t('voucher.available')
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
          {t('voucher.apply')}
        </Button>
        {applied && (
          <Button
            type="button"
            variant="ghost"
            aria-label={t('voucher.removeCode', { code: applied.code })}
            onClick={() => {
              voucher.remove();
              setTyped('');
            }}
          >
            {t('voucher.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
