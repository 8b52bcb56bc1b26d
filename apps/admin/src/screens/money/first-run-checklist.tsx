import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { useEInvoices } from '../../api/money';
import { useShopSettings } from '../../api/settings';
import { PastDueMonths } from '../../components/past-due-months/past-due-months';
import { unwrittenMalay } from '../../lib/malay-fields';
import { emptyShopperSettings } from '../../lib/setting-pages';
import styles from '../screens.module.css';

/**
 * The shop details not filled in yet, each with the page that stays without it (a new shop shows
 * no Locate Us and no social buttons until they are set), and the owner's text with no Malay yet,
 * each linking to its field. Gone once all are set; nothing for a role that may not change the
 * settings. Above them, a consolidated e-invoice past its due date.
 */
export function FirstRunChecklist() {
  const settings = useShopSettings({ retry: false });
  // A role that may not read the e-invoices is refused, and sees no warning.
  const eInvoices = useEInvoices({ retry: false });
  const missing = settings.data ? emptyShopperSettings(settings.data.settings) : [];
  const noMalay = settings.data ? unwrittenMalay(settings.data.settings) : [];
  return (
    <>
      {eInvoices.data && <PastDueMonths months={eInvoices.data.months} linked />}
      {(missing.length > 0 || noMalay.length > 0) && (
        <section className={styles.section} aria-labelledby="checklist-heading">
          <h2 id="checklist-heading">Before you open the shop</h2>
          {missing.length > 0 && (
            <>
              <p className={styles.muted}>
                These details are empty, so the pages they feed leave them out.{' '}
                <Link to={ADMIN_PATHS.settings}>Fill them in under Settings</Link>.
              </p>
              <ul aria-label="Shop details not set">
                {missing.map((setting) => (
                  <li key={setting.name}>
                    <strong>{setting.label}</strong> · {setting.feeds}
                  </li>
                ))}
              </ul>
            </>
          )}
          {noMalay.length > 0 && (
            <>
              <p className={styles.muted}>
                Not written in Bahasa Malaysia yet, so the Malay pages (/ms) show the English.
              </p>
              <ul aria-label="Not in Bahasa Malaysia yet">
                {noMalay.map((field) => (
                  <li key={field.name}>
                    <Link to={field.where}>{field.label}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
