import { ShellLayout } from '@nyiur/shell';
import { Outlet } from 'react-router';

/** Topbar, footer, cart drawer and the rest of the site chrome around every main route. */
export default function MainLayout() {
  return (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
}
