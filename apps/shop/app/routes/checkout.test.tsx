import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@nyiur/shell';
import { renderRoute } from '../test/render-route';
import { envelope, invalid, serveShop } from '../test/shop-server';
import Checkout from './checkout';

const line = (qty: number, unit: number) => ({
  id: 1,
  qty,
  amount: (qty * unit).toFixed(2),
  weight: qty * 160,
  product: { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null },
});

const cartOf = (qty: number, unit = 198) => ({
  amount: (qty * unit).toFixed(2),
  cart_items: [line(qty, unit)],
});

const member = (cart = cartOf(2)) => ({
  id: 5,
  email: 'aina@example.test',
  first_name: 'Aina',
  last_name: 'Rahman',
  cart,
  shipping_address: {
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
  },
  referral_code: null,
});

const optionsFor = (cart = cartOf(2)) => ({
  countries: [{ name: 'Malaysia', states: ['Selangor', 'Sabah'] }],
  pickup_locations: [
    { id: 11, venue: 'Nyiur Studio, Petaling Jaya' },
    { id: 12, venue: 'Nyiur Kiosk, Johor Bahru' },
  ],
  cart,
});

const serveMember = (cart = cartOf(2)) =>
  serveShop({
    'POST /users/get': () => ({ body: envelope(member(cart)) }),
    'POST /users/option': () => ({ body: envelope(optionsFor(cart)) }),
    'POST /users/checkout': () =>
      invalid('Please check the highlighted fields.', {
        recipient_number: 'Invalid Phone Number',
      }),
  });

const signIn = () => useSessionStore.getState().signIn({ access_token: 'access-5' }, null);
const openForm = () => screen.findByRole('form', { name: 'Delivery details' }, { timeout: 15_000 });
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

afterEach(() => useSessionStore.getState().clear());

describe('Checkout', () => {
  it('sends a signed-out visitor to Login', async () => {
    serveMember();
    renderRoute('/checkout', <Checkout />);
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });

  it('fills the delivery details from the saved address and sends them', async () => {
    const seen = serveMember();
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('0123456789');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Jalan Kelapa');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Shah Alam');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }));
    await user.click(placeOrder());
    // The server's field message lands under its field.
    expect(await screen.findByText('Invalid Phone Number')).toBeVisible();
    const sent = seen.find((request) => request.path === '/users/checkout');
    expect(sent?.body).toMatchObject({
      is_pickup: '0',
      country: 'Malaysia',
      first_name: 'Aina',
      last_name: 'Rahman',
      address: '12 Jalan Kelapa',
      postcode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
      recipient_number: '0123456789',
      save_address: '1',
    });
  });

  it('says "Checkout Successful!" before the browser leaves for the gateway', async () => {
    serveShop({
      'POST /users/get': () => ({ body: envelope(member()) }),
      'POST /users/option': () => ({ body: envelope(optionsFor()) }),
      'POST /users/checkout': () => ({
        body: envelope({
          uuid: '0b7e3c1a-5d2f-4e8a-9b6c-1f2e3d4c5b6a',
          payment_url: 'https://payment.example.test/epayment/entry.asp',
          payment_request: {
            MerchantCode: 'M00001',
            PaymentId: '',
            RefNo: 'NY-1004',
            Amount: '396.00',
            Currency: 'MYR',
            ProdDesc: 'MCT Essentials x 2',
            UserName: 'Aina Rahman',
            UserEmail: 'aina@example.test',
            UserContact: '0123456789',
            Remark: '',
            Lang: 'UTF-8',
            SignatureType: 'SHA256',
            Signature: 'signed-by-the-server',
            ResponseURL: 'https://shop.example.test/order',
            BackendURL: 'https://shop.example.test/api/ipay88/backend',
          },
        }),
      }),
    });
    // What the shopper sees at the moment the browser leaves: jsdom cannot leave the page.
    const onScreenAtSubmit: boolean[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      onScreenAtSubmit.push(screen.queryByText('Checkout Successful!') !== null);
    });
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    await user.click(placeOrder());
    expect(await screen.findByTestId('payment-form')).toBeInTheDocument();
    await vi.waitFor(() => expect(onScreenAtSubmit).toEqual([true]));
  });

  it('pick-up hides the address, chooses the first location and sends it', async () => {
    const seen = serveMember();
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    await user.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
    const locations = screen.getByRole('radiogroup', { name: /Pick-up location/ });
    expect(
      within(locations).getByRole('radio', { name: 'Nyiur Studio, Petaling Jaya' }),
    ).toBeChecked();
    await user.click(within(locations).getByRole('radio', { name: 'Nyiur Kiosk, Johor Bahru' }));
    await user.click(placeOrder());
    await screen.findByText('Invalid Phone Number');
    const sent = seen.find((request) => request.path === '/users/checkout');
    expect(sent?.body).toMatchObject({ is_pickup: '1', location_id: 12 });
  });

  it('asks for the phone number and the address when they are cleared', async () => {
    const seen = serveMember();
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    await user.clear(screen.getByLabelText(/^Phone Number/));
    await user.clear(screen.getByLabelText(/^Address/));
    await user.click(placeOrder());
    expect(await screen.findByText('Please insert Phone Number!')).toBeVisible();
    expect(screen.getByText('Please insert Address!')).toBeVisible();
    expect(seen.some((request) => request.path === '/users/checkout')).toBe(false);
  });

  it('refuses a cart over RM3,000 with the spec message and sends nothing', async () => {
    const seen = serveMember(cartOf(16));
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    await user.click(placeOrder());
    expect(
      await screen.findAllByText(
        'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
      ),
    ).not.toHaveLength(0);
    expect(seen.some((request) => request.path === '/users/checkout')).toBe(false);
  });

  it('applies one voucher, shows its line, refuses a second code and sends the code', async () => {
    const seen = serveShop({
      'POST /users/get': () => ({ body: envelope(member(cartOf(1))) }),
      'POST /users/option': () => ({ body: envelope(optionsFor(cartOf(1))) }),
      'POST /users/vouchers-available': () => ({ body: envelope({ available: false }) }),
      'POST /users/voucher-check': ({ body }) =>
        body['voucher_code'] === 'RAYA10'
          ? {
              body: envelope({
                voucher_code: 'RAYA10',
                kind: 'amount_off',
                subtotal: '198.00',
                discount: '10.00',
                shipping_before: '12.00',
                shipping_cap: null,
                shipping: '12.00',
                total: '200.00',
              }),
            }
          : invalid('This voucher has ended.', { voucher_code: 'This voucher has ended.' }),
      'POST /users/checkout': () =>
        invalid('This voucher has been fully redeemed.', {
          voucher_code: 'This voucher has been fully redeemed.',
        }),
    });
    signIn();
    const user = userEvent.setup();
    renderRoute('/checkout', <Checkout />);
    await openForm();
    const code = screen.getByLabelText(/^Voucher code/);

    await user.type(code, 'merdeka');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This voucher has ended.')).toBeVisible();

    await user.clear(code);
    await user.type(code, 'raya10{Enter}');
    expect(await screen.findByText('RAYA10 applied.')).toBeVisible();
    expect(screen.getByText('Voucher RAYA10')).toBeVisible();
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−RM 10.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('RM 12.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('RM 200.00');

    await user.clear(code);
    await user.type(code, 'OTHER5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Only one voucher can be used per order. Remove the current one to use another.',
      ),
    ).toBeVisible();

    await user.click(placeOrder());
    expect(await screen.findByText('This voucher has been fully redeemed.')).toBeVisible();
    expect(seen.find((request) => request.path === '/users/checkout')?.body).toMatchObject({
      voucher_code: 'RAYA10',
    });
    // Refused at Place Order: the voucher leaves the checkout and its total, the reason stays.
    expect(screen.queryByText('RAYA10 applied.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove voucher RAYA10' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('RM 210.00');
    expect(screen.getByText('This voucher has been fully redeemed.')).toBeVisible();
  });
});
