import { CheckoutMessages } from '../../lib/checkout-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressAdd } from '@nyiur/api';
import { Suspense, useEffect } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { Address, AddressAddInput } from '@nyiur/api';
import { COUNTRY_MALAYSIA, messages } from '@nyiur/domain';
import { callApi, toast } from '@nyiur/shell';
import { Button, Checkbox, Dialog, DialogClose } from '@nyiur/ui';
import { AddressFields } from '../address-fields/address-fields';
import { reportSubmitError } from '../../lib/server-errors';
import { accountMessage } from '../../lib/spec-messages';
import { useAccountTranslate } from '../../lib/translate';
import styles from './address-dialog.module.css';

const resolver = zodResolver(addressAdd.request);

export type AddressDialogMode = { kind: 'add' } | { kind: 'edit'; address: Address };

const blank: AddressAddInput = {
  country: COUNTRY_MALAYSIA,
  first_name: '',
  last_name: '',
  address: '',
  address_2: '',
  postcode: '',
  city: '',
  state: '',
  phone_no: undefined,
  default_shipping_address: '0',
};

const valuesOf = (mode: AddressDialogMode): AddressAddInput =>
  mode.kind === 'add'
    ? blank
    : {
        country: COUNTRY_MALAYSIA,
        first_name: mode.address.first_name,
        last_name: mode.address.last_name,
        address: mode.address.address,
        address_2: mode.address.address_2 ?? '',
        postcode: mode.address.postcode,
        city: mode.address.city,
        state: mode.address.state,
        phone_no: mode.address.phone_no ?? undefined,
        default_shipping_address: mode.address.default_shipping_address === '1' ? '1' : '0',
      };

/** The address modal in add or edit mode (spec §4): success closes it and reloads the list. */
export function AddressDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: AddressDialogMode | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const t = useAccountTranslate();
  const say = (text: string) => accountMessage(t, text);
  const form = useForm<AddressAddInput>({
    resolver,
    defaultValues: blank,
  });
  const { reset } = form;
  useEffect(() => {
    if (mode) reset(valuesOf(mode));
  }, [mode, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    const cleaned = { ...values, phone_no: values.phone_no || undefined };
    try {
      if (mode?.kind === 'edit') {
        await callApi('addressUpdate', { ...cleaned, address_id: mode.address.id });
        toast.success(say(messages.success.addressUpdated));
      } else {
        await callApi('addressAdd', cleaned);
        toast.success(say(messages.success.addressAdded));
      }
      await onSaved();
      onClose();
    } catch (error) {
      reportSubmitError(error, form.setError, { address2: 'address_2' }, say);
    }
  });

  return (
    <Dialog
      title={mode?.kind === 'edit' ? t('addresses.editTitle') : t('addresses.new')}
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      {/* The address fields' words are the checkout's, loaded with the first form that needs them. */}
      <Suspense fallback={null}>
        <CheckoutMessages>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className={styles.form}>
              <AddressFields names={{ address2: 'address_2', phone: 'phone_no' }} />
              <Controller
                control={form.control}
                name="default_shipping_address"
                render={({ field }) => (
                  <Checkbox
                    label={say(messages.address.defaultLabel)}
                    checked={field.value === '1'}
                    onCheckedChange={(checked) => field.onChange(checked ? '1' : '0')}
                  />
                )}
              />
              <div className={styles.actions}>
                <DialogClose>
                  <Button variant="ghost">{t('addresses.cancel')}</Button>
                </DialogClose>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('addresses.save')}
                </Button>
              </div>
            </form>
          </FormProvider>
        </CheckoutMessages>
      </Suspense>
    </Dialog>
  );
}
