import type { adminContract, AdminVoucher } from '@nyiur/api';
import { malaysianDateTimeInput } from '@nyiur/domain';
import { Checkbox, Field, Input, NativeSelect, RadioGroup, Textarea } from '@nyiur/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormCheckbox, FormRadioGroup } from '../../components/form-fields/form-fields';
import { blankIsNull } from '../../lib/admin-form';
import styles from '../screens.module.css';

/** What a voucher gives and who may use it when, as the contract's calls take them. */
export type VoucherValue = Omit<z.input<typeof adminContract.adminVoucherSetValue.request>, 'id'>;
export type VoucherTerms = Omit<z.input<typeof adminContract.adminVoucherUpdate.request>, 'id'>;

/** What the terms can point at: products to cover and affiliates to credit. */
export type Choices = Pick<VoucherList, 'products' | 'affiliates'>;
type VoucherList = z.output<typeof adminContract.adminVoucherList.response>;

const KIND_OPTIONS = [
  { value: 'amount_off', label: 'RM off', description: 'A fixed amount off the products.' },
  { value: 'percent_off', label: '% off', description: 'A percentage, with an optional RM cap.' },
  {
    value: 'free_shipping',
    label: 'Free shipping',
    description: 'The delivery fee is waived, with an optional RM cap.',
  },
];

// An empty field is "none" (null); a whole number is sent as one, or as NaN, which the contract
// refuses with the field's own message.
const wholeOrNull = (text: string | number | null) =>
  typeof text === 'string' ? (text.trim() ? Number(text) : null) : text;

export const valueDefaults = (voucher?: AdminVoucher): VoucherValue => ({
  kind: voucher?.kind ?? 'amount_off',
  amount: voucher ? voucher.amount : '',
  percent: voucher?.percent ?? null,
  cap: voucher?.cap ?? null,
});

export const termsDefaults = (voucher?: AdminVoucher): VoucherTerms => ({
  min_spend: voucher?.min_spend ?? '0',
  product_ids: voucher ? voucher.product_ids : null,
  starts_at: voucher?.starts_at ? malaysianDateTimeInput(voucher.starts_at) : null,
  ends_at: voucher?.ends_at ? malaysianDateTimeInput(voucher.ends_at) : null,
  total_uses: voucher?.total_uses ?? null,
  uses_per_customer: voucher ? voucher.uses_per_customer : 1,
  first_order_only: voucher?.first_order_only ?? false,
  members_only: voucher?.members_only ?? false,
  show_hint: voucher?.show_hint ?? false,
  note: voucher?.note ?? '',
  affiliate_code: voucher?.affiliate_code ?? null,
});

/** A new voucher's fields as they start: RM off, every product, one use per customer. */
export const newVoucherDefaults = () => ({ ...valueDefaults(), ...termsDefaults() });

// Every voucher form holds these fields by these names, whatever else it holds (a code, a count).
const partOf = <Part extends VoucherValue | VoucherTerms>(form: object) =>
  form as UseFormReturn<Part>;

/** What a voucher gives: the kind and its amount, percentage or cap. */
export function ValueFields({ form: whole }: { form: object }) {
  const form = partOf<VoucherValue>(whole);
  const { errors } = form.formState;
  const kind = form.watch('kind');
  return (
    <>
      <FormRadioGroup
        control={form.control}
        name="kind"
        label="What it gives"
        options={KIND_OPTIONS}
        // Another kind leaves the last one's figures out: they would be checked, not sent.
        onValueChange={(chosen) => {
          form.setValue('amount', chosen === 'amount_off' ? '' : null);
          form.setValue('percent', null);
          form.setValue('cap', null);
          form.clearErrors(['amount', 'percent', 'cap']);
        }}
      />
      {kind === 'amount_off' && (
        <Field label="RM off" error={errors.amount?.message} required>
          <Input inputMode="decimal" {...form.register('amount')} />
        </Field>
      )}
      {kind === 'percent_off' && (
        <>
          <Field label="Percent off" error={errors.percent?.message} required>
            <Input inputMode="numeric" {...form.register('percent', { setValueAs: wholeOrNull })} />
          </Field>
          <Field
            label="Most it takes off (RM)"
            hint="Leave empty for no cap."
            error={errors.cap?.message}
            optional
          >
            <Input inputMode="decimal" {...form.register('cap', { setValueAs: blankIsNull })} />
          </Field>
        </>
      )}
      {kind === 'free_shipping' && (
        <Field
          label="Most of the fee it covers (RM)"
          hint="Leave empty to waive the whole fee. A free sample needs a cap below its fee."
          error={errors.cap?.message}
          optional
        >
          <Input inputMode="decimal" {...form.register('cap', { setValueAs: blankIsNull })} />
        </Field>
      )}
    </>
  );
}

/** The products a voucher covers: all (null), or the ones ticked. */
function ProductsField({ form, choices }: { form: UseFormReturn<VoucherTerms>; choices: Choices }) {
  return (
    <Controller
      control={form.control}
      name="product_ids"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        return (
          <>
            <RadioGroup
              label="Products"
              options={[
                { value: 'all', label: 'All products' },
                { value: 'chosen', label: 'Chosen products' },
              ]}
              value={field.value === null ? 'all' : 'chosen'}
              onValueChange={(value) => field.onChange(value === 'all' ? null : [])}
              error={fieldState.error?.message}
              orientation="horizontal"
            />
            {field.value !== null && (
              <fieldset className={styles.form} aria-label="Chosen products">
                {choices.products.map((product) => (
                  <Checkbox
                    key={product.id}
                    label={product.name}
                    checked={chosen.includes(product.id)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...chosen, product.id]
                          : chosen.filter((id) => id !== product.id),
                      )
                    }
                  />
                ))}
              </fieldset>
            )}
          </>
        );
      }}
    />
  );
}

/** Who may use a voucher and when. */
export function TermsFields({ form: whole, choices }: { form: object; choices: Choices }) {
  const form = partOf<VoucherTerms>(whole);
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Minimum spend (RM)"
        hint="On the products it covers. 0 for none."
        error={errors.min_spend?.message}
      >
        <Input
          inputMode="decimal"
          {...form.register('min_spend', { setValueAs: (text: string) => text.trim() || '0' })}
        />
      </Field>
      <ProductsField form={form} choices={choices} />
      <Field label="Starts (Malaysia time)" error={errors.starts_at?.message} optional>
        <Input type="datetime-local" {...form.register('starts_at', { setValueAs: blankIsNull })} />
      </Field>
      <Field label="Ends (Malaysia time)" error={errors.ends_at?.message} optional>
        <Input type="datetime-local" {...form.register('ends_at', { setValueAs: blankIsNull })} />
      </Field>
      <Field
        label="Total uses"
        hint="Leave empty for no limit."
        error={errors.total_uses?.message}
        optional
      >
        <Input inputMode="numeric" {...form.register('total_uses', { setValueAs: wholeOrNull })} />
      </Field>
      <Field
        label="Uses per customer"
        hint="Leave empty for no limit."
        error={errors.uses_per_customer?.message}
        optional
      >
        <Input
          inputMode="numeric"
          {...form.register('uses_per_customer', { setValueAs: wholeOrNull })}
        />
      </Field>
      <FormCheckbox control={form.control} name="first_order_only" label="First order only" />
      <FormCheckbox
        control={form.control}
        name="members_only"
        label="Members only (guests cannot use it)"
      />
      <FormCheckbox
        control={form.control}
        name="show_hint"
        label='Show "Vouchers available" at checkout'
      />
      <Field
        label="Credits affiliate"
        hint="Orders paid with this voucher earn this affiliate's commission, as a referral does."
        error={errors.affiliate_code?.message}
        optional
      >
        <NativeSelect
          placeholder="No affiliate"
          options={choices.affiliates.map((affiliate) => ({
            value: affiliate.code,
            label: affiliate.name ? `${affiliate.name} (${affiliate.code})` : affiliate.code,
          }))}
          {...form.register('affiliate_code', { setValueAs: blankIsNull })}
        />
      </Field>
      <Field
        label="Note"
        hint="Only the back office sees it."
        error={errors.note?.message}
        optional
      >
        <Textarea rows={2} {...form.register('note')} />
      </Field>
    </>
  );
}
