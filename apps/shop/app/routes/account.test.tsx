import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@nyiur/shell';
import { renderRoute } from '../test/render-route';
import { envelope, serveShop } from '../test/shop-server';
import type { Answer, SeenRequest } from '../test/shop-server';
import Account from './account';

const member = {
  id: 5,
  email: 'aina@example.test',
  first_name: 'Aina',
  last_name: 'Rahman',
  cart: { amount: '0.00', cart_items: [] },
  shipping_address: null,
  referral_code: null,
};

const product = { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null };

const pending = {
  uuid: '6f1c2a4e-1b7d-4f0a-9c1e-2d3b4a5c6d7e',
  status: 'Pending',
  datetime: '2026-11-20T02:00:00.000Z',
  reference: 'NY-1002',
  shipping_fees: '8.00',
  amount: '404.00',
  sales_order_items: [{ quantity: 2, amount: '396.00', product }],
  shipment: null,
};

const shipped = {
  ...pending,
  uuid: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'Shipped',
  reference: 'NY-1001',
  voucher_code: 'RAYA10',
  discount: '10.00',
  amount: '394.00',
  shipment: {
    courier: 'Pos Laju',
    tracking_number: 'EP123456789MY',
    tracking_url: 'https://tracking.example.test/EP123456789MY',
  },
};

const home = {
  id: 3,
  first_name: 'Aina',
  last_name: 'Rahman',
  address: '12 Jalan Kelapa',
  address_2: null,
  postcode: '40000',
  city: 'Shah Alam',
  state: 'Selangor',
  country: 'Malaysia',
  phone_no: '0123456789',
  default_shipping_address: '1',
};

type Routes = Record<string, (request: SeenRequest) => Answer>;

const serveAccount = (routes: Routes = {}) =>
  serveShop({
    'POST /users/get': () => ({ body: envelope(member) }),
    'POST /users/order-history': () => ({ body: envelope([pending, shipped]) }),
    'POST /users/address-list': () => ({ body: envelope([home]) }),
    ...routes,
  });

const signIn = () => useSessionStore.getState().signIn({ access_token: 'access-5' }, null);

afterEach(() => useSessionStore.getState().clear());

describe('Account', () => {
  it('sends a signed-out visitor to Login', async () => {
    serveAccount();
    renderRoute('/account', <Account />);
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });

  it('shows the e-mail, the welcome and each order as a table with shipping and total', async () => {
    serveAccount();
    signIn();
    renderRoute('/account', <Account />);
    // The first call loads the API client and the contract's schemas (no page carries them).
    expect(
      await screen.findByRole('heading', { name: 'aina@example.test' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Welcome, Aina!')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Items in order NY-1002' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProductPrice',
      'MCT Essentials × 2RM 396.00',
      'ShippingRM 8.00',
      'TotalRM 404.00',
    ]);
    // On a phone each line is a card titled by its own name, never by the "Product" column.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => [cell.textContent, cell.getAttribute('data-label')]),
    ).toEqual([
      ['MCT Essentials × 2', null],
      ['Shipping', null],
      ['Total', null],
    ]);
    const order = screen.getByRole('region', { name: 'Order NY-1002' });
    expect(within(order).getByTestId('order-status')).toHaveTextContent('Pending');
    expect(within(order).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });

  it('says it all in Malay on a Malay page: tabs, lines, statuses and the date', async () => {
    serveAccount();
    signIn();
    renderRoute('/ms/account', <Account />, '/ms/account', 'ms');
    expect(
      await screen.findByRole('heading', { name: 'aina@example.test' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Selamat datang, Aina!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log Keluar' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Pesanan Saya' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Alamat Saya' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Barangan dalam pesanan NY-1002' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProdukHarga',
      'MCT Essentials × 2RM 396.00',
      'PenghantaranRM 8.00',
      'JumlahRM 404.00',
    ]);
    const pendingOrder = screen.getByRole('region', { name: 'Pesanan NY-1002' });
    expect(within(pendingOrder).getByTestId('order-status')).toHaveTextContent('Menunggu bayaran');
    expect(within(pendingOrder).getByText('20 Nov 2026, 10:00 PG')).toBeVisible();
    expect(within(pendingOrder).getByRole('button', { name: 'Bayar Sekarang' })).toBeVisible();
    const shippedOrder = screen.getByRole('region', { name: 'Pesanan NY-1001' });
    expect(within(shippedOrder).getByTestId('order-status')).toHaveTextContent('Sudah dihantar');
    expect(within(shippedOrder).getByText('Baucar RAYA10')).toBeVisible();
    expect(within(shippedOrder).getByTestId('order-tracking')).toHaveTextContent(
      'Nombor penjejakan Pos Laju EP123456789MY',
    );
  });

  it('shows the voucher of an order as its own line', async () => {
    serveAccount();
    signIn();
    renderRoute('/account', <Account />);
    const table = await screen.findByRole(
      'table',
      { name: 'Items in order NY-1001' },
      { timeout: 15_000 },
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ProductPrice',
      'MCT Essentials × 2RM 396.00',
      'Voucher RAYA10−RM 10.00',
      'ShippingRM 8.00',
      'TotalRM 394.00',
    ]);
  });

  it('links a shipped order to its tracking page and offers no Pay Now', async () => {
    serveAccount();
    signIn();
    renderRoute('/account', <Account />);
    const order = await screen.findByRole('region', { name: 'Order NY-1001' }, { timeout: 15_000 });
    expect(within(order).getByRole('link', { name: 'EP123456789MY' })).toHaveAttribute(
      'href',
      'https://tracking.example.test/EP123456789MY',
    );
    expect(within(order).getByTestId('order-tracking')).toHaveTextContent(
      'Pos Laju tracking number EP123456789MY',
    );
    expect(within(order).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    serveAccount({ 'POST /users/order-history': () => ({ body: envelope([]) }) });
    signIn();
    renderRoute('/account', <Account />);
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
  });

  it("Pay Now asks for a fresh payment of that order and shows the server's refusal", async () => {
    const seen = serveAccount({
      'POST /users/pay': () => ({
        status: 422,
        body: { code: 422, message: 'This order can no longer be paid.' },
      }),
    });
    signIn();
    const user = userEvent.setup();
    renderRoute('/account', <Account />);
    const order = await screen.findByRole('region', { name: 'Order NY-1002' }, { timeout: 15_000 });
    await user.click(within(order).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order can no longer be paid.')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/users/pay')?.body).toEqual({
      uuid: pending.uuid,
    });
  });

  it('removes an address only after the confirmation', async () => {
    const seen = serveAccount({
      'POST /users/address-update-status': () => ({ body: envelope(null) }),
    });
    signIn();
    const user = userEvent.setup();
    renderRoute('/account', <Account />);
    await user.click(await screen.findByRole('tab', { name: 'My Addresses' }));
    const card = await screen.findByTestId('address-card');
    expect(card).toHaveTextContent('Default Address');
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure to remove the address?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(seen.some((request) => request.path === '/users/address-update-status')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit' }),
    );
    expect(await screen.findByText('Address removed successfully!')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/users/address-update-status')?.body).toEqual({
      address_id: 3,
      status_event: 'remove',
    });
  });

  it("asks for the spec's address fields before adding an address", async () => {
    const seen = serveAccount();
    signIn();
    const user = userEvent.setup();
    renderRoute('/account', <Account />);
    await user.click(await screen.findByRole('tab', { name: 'My Addresses' }));
    await user.click(await screen.findByRole('button', { name: /New Address/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please insert First Name!',
      'Please insert Last Name!',
      'Please insert Address!',
      'Please insert Postcode!',
      'Please insert City!',
      'Please select State/territory!',
    ]) {
      // The schemas load with the first validation, as on the sign-in forms.
      expect(await within(dialog).findByText(message, {}, { timeout: 15_000 })).toBeVisible();
    }
    expect(seen.some((request) => request.path === '/users/address-add')).toBe(false);
  });

  it('edits an address in its dialog, sends the change and closes', async () => {
    const seen = serveAccount({ 'POST /users/address-update': () => ({ body: envelope(null) }) });
    signIn();
    const user = userEvent.setup();
    renderRoute('/account', <Account />);
    await user.click(await screen.findByRole('tab', { name: 'My Addresses' }));
    const card = await screen.findByTestId('address-card');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const city = within(dialog).getByLabelText(/^City/);
    expect(city).toHaveValue('Shah Alam');
    await user.clear(city);
    await user.type(city, 'Klang');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address updated Successfully!')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/users/address-update')?.body).toMatchObject({
      address_id: 3,
      first_name: 'Aina',
      address: '12 Jalan Kelapa',
      city: 'Klang',
      state: 'Selangor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
