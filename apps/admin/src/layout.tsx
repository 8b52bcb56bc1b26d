import { useQueryClient } from '@tanstack/react-query';
import { Button, SkipLink, Spinner } from '@nyiur/ui';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { adminApi, sessionEnded, toastFailure } from './lib/admin-api';
import { useAdmin } from './api/session';
import { hasPermission } from './lib/use-admin';
import styles from './layout.module.css';
import { ADMIN_PATHS } from './admin-paths';
import type { AdminProfile } from '@nyiur/api';

/** The back office's sections, in menu order, each shown to the roles it is open to. */
const SECTIONS: readonly {
  readonly to: string;
  readonly label: string;
  readonly permission: AdminProfile['permissions'][number];
  /** Marked current on its own path only, not on the paths below it. */
  readonly end?: boolean;
}[] = [
  { to: ADMIN_PATHS.home, label: 'Dashboard', permission: 'dashboard.read', end: true },
  { to: ADMIN_PATHS.orders, label: 'Orders', permission: 'orders.read', end: true },
  { to: ADMIN_PATHS.ship, label: 'Ship', permission: 'orders.fulfil' },
  { to: ADMIN_PATHS.payments, label: 'Payments', permission: 'payments.read' },
  { to: ADMIN_PATHS.eInvoices, label: 'e-Invoices', permission: 'einvoices.read' },
  { to: ADMIN_PATHS.leads, label: 'Leads', permission: 'leads.read' },
  { to: ADMIN_PATHS.customers, label: 'Customers', permission: 'customers.read' },
  { to: ADMIN_PATHS.products, label: 'Products', permission: 'catalogue.manage' },
  { to: ADMIN_PATHS.reviews, label: 'Reviews', permission: 'reviews.manage' },
  { to: ADMIN_PATHS.vouchers, label: 'Vouchers', permission: 'vouchers.read', end: true },
  { to: ADMIN_PATHS.affiliates, label: 'Affiliates', permission: 'affiliates.manage' },
  { to: ADMIN_PATHS.audit, label: 'Audit log', permission: 'audit.read' },
  { to: ADMIN_PATHS.staff, label: 'Staff', permission: 'staff.manage' },
  { to: ADMIN_PATHS.settings, label: 'Settings', permission: 'settings.manage' },
];

/** The signed-in frame: who is signed in, the sections their role opens, and sign-out. */
export function Layout() {
  const me = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (me.error && sessionEnded(me.error)) {
      navigate(
        `${ADMIN_PATHS.signIn}?next=${encodeURIComponent(location.pathname + location.search)}`,
        {
          replace: true,
        },
      );
    }
  }, [me.error, navigate, location]);

  if (me.isPending || (me.error && sessionEnded(me.error))) {
    return (
      <div className={styles.loading}>
        <Spinner label="Loading the back office" />
      </div>
    );
  }
  if (me.error) {
    return (
      <div className={styles.loading} role="alert">
        <p>{me.error.message}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  const { admin } = me.data;

  const signOut = async (everywhere: boolean) => {
    try {
      await (everywhere ? adminApi.adminSignOutEverywhere() : adminApi.adminSignOut());
    } catch (error) {
      toastFailure(error);
      return;
    }
    queryClient.clear();
    navigate(ADMIN_PATHS.signIn, { replace: true });
  };

  return (
    <div className={styles.frame}>
      <SkipLink targetId="main">Skip to content</SkipLink>
      <header className={styles.header}>
        <nav aria-label="Back office" className={styles.nav}>
          {SECTIONS.filter((section) => hasPermission(admin, section.permission)).map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end}>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span className={styles.who}>
            {admin.name || admin.email} · {admin.role}
          </span>
          <Button variant="ghost" size="sm" onClick={() => void signOut(false)}>
            Sign out
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void signOut(true)}>
            Sign out everywhere
          </Button>
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet context={admin} />
      </main>
      <footer className={styles.footer}>Nyiur shop {me.data.shop_version}</footer>
    </div>
  );
}
