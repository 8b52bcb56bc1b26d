import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { useShopSettings } from '../../api/settings';
import { emptyShopperSettings } from '../../lib/setting-pages';
import styles from '../screens.module.css';

/**
 * The shop details not filled in yet, each with the page that stays without it (a new shop shows
 * no Locate Us and no social buttons until they are set). Gone once all are set; nothing for a
 * role that may not change the settings.
 */
export function FirstRunChecklist() {
  const settings = useShopSettings({ retry: false });
  if (!settings.data) return null;
  const missing = emptyShopperSettings(settings.data.settings);
  if (missing.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">Before you open the shop</h2>
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
    </section>
  );
}
