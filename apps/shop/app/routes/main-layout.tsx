import { Outlet } from 'react-router';
import { ShellLayout } from '@nyiur/shell';

export default function MainLayout() {
  return (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
}
