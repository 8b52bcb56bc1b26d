import { Outlet } from 'react-router';
import { CheckoutLayout } from '@nyiur/shell';

export default function CheckoutRouteLayout() {
  return (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  );
}
