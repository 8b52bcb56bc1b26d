import type { AdminVoucher } from '@nyiur/api';
import { Checkbox, Field, Input, NativeSelect, RadioGroup, Textarea } from '@nyiur/ui';
import { useState } from 'react';
import styles from '../screens.module.css';

type Kind = AdminVoucher['kind'];
export type Product = { id: number; name: string };
/** What the terms can point at: products to cover and affiliates to credit. */
export type Choices = {
  products: readonly Product[];
  affiliates: readonly { code: string; name: string }[];
};

const KIND_OPTIONS = [
  { value: 'amount_off', label: 'RM off', description: 'A fixed amount off the products.' },
  { value: 'percent_off', label: '% off', description: 'A percentage, with an optional RM cap.' },
  {
    value: 'free_shipping',
    label: 'Free shipping',
    description: 'The delivery fee is waived, with an optional RM cap.',
  },
];

/** An instant as a datetime-local value in Malaysian time, e.g. "2026-12-12T00:00". */
export const malaysianLocal = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : '';

const text = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
const whole = (form: FormData, name: string): number | null => {
  const value = text(form, name);
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

/** What a voucher gives: the kind and its amount, percentage or cap. */
export function ValueFields({
  voucher,
  errors,
}: {
  voucher?: AdminVoucher | undefined;
  errors: Record<string, string>;
}) {
  const [kind, setKind] = useState<Kind>(voucher?.kind ?? 'amount_off');
  return (
    <>
      <RadioGroup
        label="What it gives"
        options={KIND_OPTIONS}
        value={kind}
        onValueChange={(value) => setKind(value as Kind)}
        error={errors['kind']}
      />
      <input type="hidden" name="kind" value={kind} />
      {kind === 'amount_off' && (
        <Field label="RM off" error={errors['amount']} required>
          <Input name="amount" inputMode="decimal" defaultValue={voucher?.amount ?? ''} />
        </Field>
      )}
      {kind === 'percent_off' && (
        <>
          <Field label="Percent off" error={errors['percent']} required>
            <Input name="percent" inputMode="numeric" defaultValue={voucher?.percent ?? ''} />
          </Field>
          <Field
            label="Most it takes off (RM)"
            hint="Leave empty for no cap."
            error={errors['cap']}
            optional
          >
            <Input name="cap" inputMode="decimal" defaultValue={voucher?.cap ?? ''} />
          </Field>
        </>
      )}
      {kind === 'free_shipping' && (
        <Field
          label="Most of the fee it covers (RM)"
          hint="Leave empty to waive the whole fee. A free sample needs a cap below its fee."
          error={errors['cap']}
          optional
        >
          <Input name="cap" inputMode="decimal" defaultValue={voucher?.cap ?? ''} />
        </Field>
      )}
    </>
  );
}

export const valueOf = (form: FormData) => {
  const kind = text(form, 'kind') as Kind;
  return {
    kind,
    amount: kind === 'amount_off' ? text(form, 'amount') : null,
    percent: kind === 'percent_off' ? whole(form, 'percent') : null,
    cap: kind !== 'amount_off' && text(form, 'cap') !== '' ? text(form, 'cap') : null,
  };
};

/** Who may use a voucher and when. Check boxes and the product choice live in state. */
export function useTerms(voucher?: AdminVoucher) {
  const [allProducts, setAllProducts] = useState(voucher?.product_ids == null);
  const [chosen, setChosen] = useState<number[]>(voucher?.product_ids ?? []);
  const [flags, setFlags] = useState({
    first_order_only: voucher?.first_order_only ?? false,
    members_only: voucher?.members_only ?? false,
    show_hint: voucher?.show_hint ?? false,
  });
  const read = (form: FormData) => ({
    min_spend: text(form, 'min_spend') || '0',
    product_ids: allProducts ? null : chosen,
    starts_at: text(form, 'starts_at') || null,
    ends_at: text(form, 'ends_at') || null,
    total_uses: whole(form, 'total_uses'),
    uses_per_customer: whole(form, 'uses_per_customer'),
    ...flags,
    note: text(form, 'note'),
    affiliate_code: text(form, 'affiliate_code') || null,
  });
  return { allProducts, setAllProducts, chosen, setChosen, flags, setFlags, read };
}

export function TermsFields({
  voucher,
  choices,
  terms,
  errors,
}: {
  voucher?: AdminVoucher | undefined;
  choices: Choices;
  terms: ReturnType<typeof useTerms>;
  errors: Record<string, string>;
}) {
  const { allProducts, setAllProducts, chosen, setChosen, flags, setFlags } = terms;
  return (
    <>
      <Field
        label="Minimum spend (RM)"
        hint="On the products it covers. 0 for none."
        error={errors['min_spend']}
      >
        <Input name="min_spend" inputMode="decimal" defaultValue={voucher?.min_spend ?? '0'} />
      </Field>
      <RadioGroup
        label="Products"
        options={[
          { value: 'all', label: 'All products' },
          { value: 'chosen', label: 'Chosen products' },
        ]}
        value={allProducts ? 'all' : 'chosen'}
        onValueChange={(value) => setAllProducts(value === 'all')}
        error={errors['product_ids']}
        orientation="horizontal"
      />
      {!allProducts && (
        <fieldset className={styles.form} aria-label="Chosen products">
          {choices.products.map((product) => (
            <Checkbox
              key={product.id}
              label={product.name}
              checked={chosen.includes(product.id)}
              onCheckedChange={(checked) =>
                setChosen(
                  checked ? [...chosen, product.id] : chosen.filter((id) => id !== product.id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <Field label="Starts (Malaysia time)" error={errors['starts_at']} optional>
        <Input
          type="datetime-local"
          name="starts_at"
          defaultValue={malaysianLocal(voucher?.starts_at ?? null)}
        />
      </Field>
      <Field label="Ends (Malaysia time)" error={errors['ends_at']} optional>
        <Input
          type="datetime-local"
          name="ends_at"
          defaultValue={malaysianLocal(voucher?.ends_at ?? null)}
        />
      </Field>
      <Field
        label="Total uses"
        hint="Leave empty for no limit."
        error={errors['total_uses']}
        optional
      >
        <Input name="total_uses" inputMode="numeric" defaultValue={voucher?.total_uses ?? ''} />
      </Field>
      <Field
        label="Uses per customer"
        hint="Leave empty for no limit."
        error={errors['uses_per_customer']}
        optional
      >
        <Input
          name="uses_per_customer"
          inputMode="numeric"
          defaultValue={voucher ? (voucher.uses_per_customer ?? '') : 1}
        />
      </Field>
      <Checkbox
        label="First order only"
        checked={flags.first_order_only}
        onCheckedChange={(checked) => setFlags({ ...flags, first_order_only: checked })}
      />
      <Checkbox
        label="Members only (guests cannot use it)"
        checked={flags.members_only}
        onCheckedChange={(checked) => setFlags({ ...flags, members_only: checked })}
      />
      <Checkbox
        label='Show "Vouchers available" at checkout'
        checked={flags.show_hint}
        onCheckedChange={(checked) => setFlags({ ...flags, show_hint: checked })}
      />
      <Field
        label="Credits affiliate"
        hint="Orders paid with this voucher earn this affiliate's commission, as a referral does."
        error={errors['affiliate_code']}
        optional
      >
        <NativeSelect
          name="affiliate_code"
          placeholder="No affiliate"
          options={choices.affiliates.map((affiliate) => ({
            value: affiliate.code,
            label: affiliate.name ? `${affiliate.name} (${affiliate.code})` : affiliate.code,
          }))}
          defaultValue={voucher?.affiliate_code ?? ''}
        />
      </Field>
      <Field label="Note" hint="Only the back office sees it." error={errors['note']} optional>
        <Textarea name="note" rows={2} defaultValue={voucher?.note ?? ''} />
      </Field>
    </>
  );
}
