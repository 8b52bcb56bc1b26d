import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { adminContract, type AdminShopSettings } from '@nyiur/api';
import { Button, Field, Input, Spinner, Textarea, toast } from '@nyiur/ui';
import { FormCheckbox } from '../../components/form-fields/form-fields';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { useRefreshAfter } from '../../api/query-keys';
import { useShopSettings } from '../../api/settings';
import { MALAY_HINT } from '../../lib/malay-fields';
import { feedsHint, SHOPPER_SETTINGS } from '../../lib/setting-pages';
import { EInvoiceSettingsForm } from './e-invoice-settings-form';
import { PickupPlacesForm } from './pickup-places-form';
import { ShippingSettingsForm } from './shipping-settings-form';
import styles from '../screens.module.css';

/** The settings that may be left empty: the alert address and every shopper setting. */
const OPTIONAL_TEXTS = ['shop_alert_email', ...SHOPPER_SETTINGS.map(({ name }) => name)] as const;

function ShopDetailsForm({ settings }: { settings: AdminShopSettings }) {
  const refreshAfter = useRefreshAfter();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminSettingsUpdate.request,
    defaultValues: {
      // A setting not set yet is an empty field.
      ...Object.fromEntries(OPTIONAL_TEXTS.map((name) => [name, settings[name] ?? ''])),
      announcement: settings.announcement,
      announcement_ms: settings.announcement_ms ?? '',
      affiliate_commission_percent: settings.affiliate_commission_percent,
      return_window_days: settings.return_window_days,
      ...(settings.voucher_ceilings && { voucher_ceilings: settings.voucher_ceilings }),
    },
    send: (values) => adminApi.adminSettingsUpdate(values).then(dataOf),
    onSaved: () => {
      toast.success('Settings saved. The shop shows them within a minute.');
      refreshAfter('adminSettingsUpdate');
    },
  });
  const { errors } = form.formState;
  const fallback = settings.shop_alert_email_fallback;
  // The dashboard's checklist links to a field (/settings#announcement_ms): open on it.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.focus();
  }, [hash]);
  return (
    <AdminForm {...idiom} label="Shop details" submit="Save settings">
      <section className={styles.section} aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Alerts</h2>
        <Field
          label="Send new order and enquiry alerts to"
          hint={
            fallback
              ? `Leave empty to keep sending them to ${fallback}.`
              : 'Leave empty to send no alerts.'
          }
          error={errors.shop_alert_email?.message}
          optional
        >
          <Input
            {...form.register('shop_alert_email')}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        </Field>
      </section>
      <section className={styles.section} aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact details</h2>
        <p className={styles.muted}>
          Shown on the Contact page. A line left empty is not shown at all; with none set, the page
          has no Locate Us section.
        </p>
        <Field
          label="Phone number"
          hint={`${feedsHint('contact_phone')} e.g. 03-7890 1234 or +60 12-345 6789`}
          error={errors.contact_phone?.message}
          optional
        >
          <Input {...form.register('contact_phone')} type="tel" inputMode="tel" />
        </Field>
        <Field
          label="E-mail for customers"
          hint={feedsHint('contact_email')}
          error={errors.contact_email?.message}
          optional
        >
          <Input {...form.register('contact_email')} type="email" inputMode="email" />
        </Field>
        <Field
          label="Company registration (SSM) number"
          hint={`${feedsHint('company_registration')} e.g. 202501234567 (1234567-A)`}
          error={errors.company_registration?.message}
          optional
        >
          <Input {...form.register('company_registration')} />
        </Field>
        <Field
          label="Business address"
          hint={feedsHint('address')}
          error={errors.address?.message}
          optional
        >
          <Textarea {...form.register('address')} rows={3} />
        </Field>
        <Field
          label="Google Maps link for the map"
          hint={`${feedsHint('map_embed_url')} In Google Maps: Share, Embed a map, then copy the link inside src="…".`}
          error={errors.map_embed_url?.message}
          optional
        >
          <Input {...form.register('map_embed_url')} inputMode="url" />
        </Field>
      </section>
      <section className={styles.section} aria-labelledby="social-heading">
        <h2 id="social-heading">Social pages</h2>
        <p className={styles.muted}>
          The buttons of the link-in-bio page (/connect). A page left empty has no button; with none
          set, the page does not ask visitors to follow.
        </p>
        <Field
          label="Facebook page link"
          hint={`${feedsHint('facebook_url')} e.g. https://www.facebook.com/nyiur.my`}
          error={errors.facebook_url?.message}
          optional
        >
          <Input {...form.register('facebook_url')} inputMode="url" />
        </Field>
        <Field
          label="Instagram profile link"
          hint={`${feedsHint('instagram_url')} e.g. https://www.instagram.com/nyiur.my`}
          error={errors.instagram_url?.message}
          optional
        >
          <Input {...form.register('instagram_url')} inputMode="url" />
        </Field>
      </section>
      <section className={styles.section} aria-labelledby="announcement-heading">
        <h2 id="announcement-heading">Announcement bar</h2>
        <Field
          label="Announcement"
          hint="Shown on: every page of the shop. The first message in the strip at the top. Leave empty for none."
          error={errors.announcement?.message}
          optional
        >
          <Input maxLength={80} {...form.register('announcement')} />
        </Field>
        <Field
          id="announcement_ms"
          label="Announcement (Bahasa Malaysia)"
          hint={`Shown on: every page under /ms. ${MALAY_HINT}`}
          error={errors.announcement_ms?.message}
          optional
        >
          <Input maxLength={80} lang="ms" {...form.register('announcement_ms')} />
        </Field>
      </section>
      <section className={styles.section} aria-labelledby="affiliate-heading">
        <h2 id="affiliate-heading">Affiliates</h2>
        <Field label="Commission (%)" error={errors.affiliate_commission_percent?.message} required>
          <Input
            inputMode="numeric"
            {...form.register('affiliate_commission_percent', { valueAsNumber: true })}
          />
        </Field>
        <Field
          label="Return window (days)"
          hint="Commission is paid once an order is past this many days without a return."
          error={errors.return_window_days?.message}
          required
        >
          <Input
            inputMode="numeric"
            {...form.register('return_window_days', { valueAsNumber: true })}
          />
        </Field>
      </section>
      {settings.voucher_ceilings && (
        <section className={styles.section} aria-labelledby="voucher-ceilings-heading">
          <h2 id="voucher-ceilings-heading">Voucher ceilings</h2>
          <p className={styles.muted}>
            A voucher above these, made or changed by anyone but an owner, waits for an owner&apos;s
            approval before shoppers can use it. Owners are e-mailed about every new or changed
            voucher.
          </p>
          <Field
            label="Largest percentage off (%)"
            error={errors.voucher_ceilings?.max_percent?.message}
            required
          >
            <Input
              inputMode="numeric"
              {...form.register('voucher_ceilings.max_percent', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label="Largest amount off (RM)"
            error={errors.voucher_ceilings?.max_amount?.message}
            required
          >
            <Input inputMode="decimal" {...form.register('voucher_ceilings.max_amount')} />
          </Field>
          <FormCheckbox
            control={form.control}
            name="voucher_ceilings.unlimited_needs_approval"
            label="A voucher with no limit on total uses needs an owner's approval"
          />
        </section>
      )}
    </AdminForm>
  );
}

/** The owner's settings: alerts, contact details, social pages, announcement, affiliate terms, pick-up places, couriers, e-invoices. */
export function SettingsScreen() {
  const settings = useShopSettings();
  return (
    <>
      <h1>Settings</h1>
      {settings.isPending ? (
        <Spinner label="Loading the settings" />
      ) : settings.error ? (
        <div role="alert">
          <p>{failureMessage(settings.error)}</p>
          <Button onClick={() => void settings.refetch()}>Try again</Button>
        </div>
      ) : (
        <>
          <ShopDetailsForm
            key={settings.data.settings.updated_at ?? 'new'}
            settings={settings.data.settings}
          />
          <PickupPlacesForm
            key={settings.data.pickup_locations.map((p) => `${p.id}${p.venue}${p.active}`).join()}
            places={settings.data.pickup_locations}
          />
          <ShippingSettingsForm />
          <EInvoiceSettingsForm />
        </>
      )}
    </>
  );
}
