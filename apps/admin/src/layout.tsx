import { useQueryClient } from '@tanstack/react-query';
import { Button, Spinner } from '@nyiur/ui';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { adminApi, sessionEnded, toastFailure } from './lib/admin-api';
import { hasPermission, useAdmin } from './lib/use-admin';
import styles from './layout.module.css';

/** The signed-in frame: who is signed in, the sections their role opens, and sign-out. */
export function Layout() {
  const me = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (me.error && sessionEnded(me.error)) {
      navigate(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      });
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
      await adminApi.call(everywhere ? 'adminSignOutEverywhere' : 'adminSignOut', {});
    } catch (error) {
      toastFailure(error);
      return;
    }
    queryClient.clear();
    navigate('/sign-in', { replace: true });
  };

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <nav aria-label="Back office" className={styles.nav}>
          {hasPermission(admin, 'orders.read') && (
            <NavLink to="/" end>
              Orders
            </NavLink>
          )}
          {hasPermission(admin, 'orders.fulfil') && <NavLink to="/orders/ship">Ship</NavLink>}
          {hasPermission(admin, 'leads.read') && <NavLink to="/leads">Leads</NavLink>}
          {hasPermission(admin, 'customers.read') && <NavLink to="/customers">Customers</NavLink>}
          {hasPermission(admin, 'catalogue.manage') && <NavLink to="/products">Products</NavLink>}
          {hasPermission(admin, 'reviews.manage') && <NavLink to="/reviews">Reviews</NavLink>}
          {hasPermission(admin, 'audit.read') && <NavLink to="/audit">Audit log</NavLink>}
          {hasPermission(admin, 'staff.manage') && <NavLink to="/staff">Staff</NavLink>}
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
    </div>
  );
}
