import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/render-route';
import { envelope, invalid, serveShop } from '../test/shop-server';
import GuestCheckout from './guest-checkout';

const CLAIM = 'claim-token-for-contact-seven';
const entry = '/guest-checkout?pid=15373&cid=7';

const options = {
  countries: [{ name: 'Malaysia', states: ['Selangor', 'Sabah'] }],
  pickup_locations: [],
  cart: {
    amount: '0.00',
    cart_items: [
      {
        id: 1,
        qty: 1,
        amount: '0.00',
        weight: 160,
        product: {
          id: 15373,
          name: 'MCT Essentials sample',
          description: '',
          featured_graphic_url: null,
        },
      },
    ],
  },
};

afterEach(() => window.sessionStorage.clear());

const field = (name: RegExp) => screen.getByLabelText(name);
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

async function openForm() {
  window.sessionStorage.setItem('nyiur.sample-claim.7', CLAIM);
  renderRoute('/guest-checkout', <GuestCheckout />, entry);
  return screen.findByRole('form', { name: 'Delivery details' }, { timeout: 15_000 });
}

describe('GuestCheckout', () => {
  it('asks for the option list of the sample product and contact while showing a spinner', async () => {
    const seen = serveShop({ 'POST /users/option': () => ({ body: envelope(options) }) });
    window.sessionStorage.setItem('nyiur.sample-claim.7', CLAIM);
    renderRoute('/guest-checkout', <GuestCheckout />, entry);
    expect(screen.getByText('Loading checkout')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Delivery details' }, { timeout: 15_000 });
    expect(seen[0]).toMatchObject({
      path: '/users/option',
      body: { product_id: 15373, contact_id: 7 },
    });
    expect(screen.getByText(/MCT Essentials sample/)).toBeInTheDocument();
  });

  it('explains a checkout link without its claim instead of showing the form', async () => {
    serveShop({ 'POST /users/option': () => ({ body: envelope(options) }) });
    renderRoute('/guest-checkout', <GuestCheckout />, entry);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This checkout link is not valid any more. Please open the link in your free-sample e-mail.',
    );
    expect(screen.queryByRole('form', { name: 'Delivery details' })).not.toBeInTheDocument();
  });

  it("shows the spec's delivery messages for an empty form and places nothing", async () => {
    const seen = serveShop({ 'POST /users/option': () => ({ body: envelope(options) }) });
    const user = userEvent.setup();
    await openForm();
    await user.click(placeOrder());
    for (const message of [
      'Please insert Phone Number!',
      'Please insert First Name!',
      'Please insert Last Name!',
      'Please insert Address!',
      'Please insert Postcode!',
      'Please insert City!',
      'Please select State/territory!',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(seen.map((request) => request.path)).not.toContain('/users/guest-checkout');
  });

  it('in Malay, names the fields and gives the spec messages in Malay', async () => {
    serveShop({ 'POST /users/option': () => ({ body: envelope(options) }) });
    const user = userEvent.setup();
    window.sessionStorage.setItem('nyiur.sample-claim.7', CLAIM);
    renderRoute('/ms/guest-checkout', <GuestCheckout />, `/ms${entry}`, 'ms');
    expect(screen.getByRole('heading', { name: 'Daftar Keluar Tetamu' })).toBeVisible();
    await screen.findByRole('form', { name: 'Butiran penghantaran' }, { timeout: 15_000 });
    expect(field(/^Nama Pertama/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    for (const message of [
      'Sila isi Nombor Telefon!',
      'Sila isi Nama Pertama!',
      'Sila isi Alamat!',
      'Sila pilih Negeri/Wilayah Persekutuan!',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Please insert First Name!')).toBeNull();
  });

  it('takes RM5 off the fee with a capped free-shipping voucher, the fee struck through', async () => {
    const seen = serveShop({
      'POST /users/option': () => ({ body: envelope(options) }),
      'POST /users/vouchers-available': () => ({ body: envelope({ available: true }) }),
      'POST /users/voucher-check': () => ({
        body: envelope({
          voucher_code: 'POSLAJU5',
          kind: 'free_shipping',
          subtotal: '0.00',
          discount: '0.00',
          shipping_before: '20.00',
          shipping_cap: '5.00',
          shipping: '15.00',
          total: '15.00',
        }),
      }),
    });
    const user = userEvent.setup();
    await openForm();
    expect(await screen.findByText('Vouchers available: enter your code here.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: /^State\/territory/ }), 'Sabah');
    await user.type(field(/^Voucher code/), 'poslaju5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('POSLAJU5 applied.')).toBeVisible();
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent(
      'RM 20.00 RM 15.00 (voucher POSLAJU5)',
    );
    expect(screen.getByTestId('summary-total')).toHaveTextContent('RM 15.00');
    expect(seen.find((request) => request.path === '/users/voucher-check')?.body).toMatchObject({
      product_id: 15373,
      state: 'Sabah',
      voucher_code: 'POSLAJU5',
    });
  });

  it('shows the refusal of a money-off voucher under the field', async () => {
    serveShop({
      'POST /users/option': () => ({ body: envelope(options) }),
      'POST /users/voucher-check': () =>
        invalid('Please check the highlighted fields.', {
          voucher_code:
            'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.',
        }),
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Voucher code/), 'raya10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Remove voucher/ })).not.toBeInTheDocument();
  });

  it('refuses a phone number that is not 0 and 9 or 10 digits', async () => {
    serveShop({ 'POST /users/option': () => ({ body: envelope(options) }) });
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Phone Number/), '12345');
    await user.click(placeOrder());
    expect(await screen.findByText('Invalid Phone Number')).toBeVisible();
    expect(field(/^Phone Number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends the delivery details with the claim, and shows the server's field message", async () => {
    const seen = serveShop({
      'POST /users/option': () => ({ body: envelope(options) }),
      'POST /users/guest-checkout': () =>
        invalid('Please check the highlighted fields.', { postcode: 'Please insert Postcode!' }),
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Phone Number/), '0123456789');
    await user.type(field(/^First Name/), 'Aina');
    await user.type(field(/^Last Name/), 'Rahman');
    await user.type(field(/^Address/), '12 Jalan Kelapa');
    await user.type(field(/^Postcode/), '40000');
    await user.type(field(/^City/), 'Shah Alam');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^State\/territory/ }),
      'Selangor',
    );
    await user.click(placeOrder());
    expect(await screen.findByText('Please insert Postcode!')).toBeVisible();
    const sent = seen.find((request) => request.path === '/users/guest-checkout');
    expect(sent?.body).toMatchObject({
      recipient_number: '0123456789',
      first_name: 'Aina',
      last_name: 'Rahman',
      address: '12 Jalan Kelapa',
      postcode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
      country: 'Malaysia',
      is_pickup: '0',
      contact_id: 7,
      product_id: 15373,
      claim_token: CLAIM,
    });
    expect(placeOrder()).not.toHaveAttribute('aria-busy');
  });

  it('hands a placed order to the payment gateway with the signed request', async () => {
    const paymentRequest = {
      MerchantCode: 'M00001',
      PaymentId: '',
      RefNo: 'NY-1003',
      Amount: '8.00',
      Currency: 'MYR',
      ProdDesc: 'MCT Essentials sample',
      UserName: 'Aina Rahman',
      UserEmail: 'aina@example.test',
      UserContact: '0123456789',
      Remark: '',
      Lang: 'UTF-8',
      SignatureType: 'SHA256',
      Signature: 'signed-by-the-server',
      ResponseURL: 'https://shop.example.test/order',
      BackendURL: 'https://shop.example.test/api/ipay88/backend',
    };
    serveShop({
      'POST /users/option': () => ({ body: envelope(options) }),
      'POST /users/guest-checkout': () => ({
        body: envelope({
          uuid: '6f1c2a4e-1b7d-4f0a-9c1e-2d3b4a5c6d7e',
          payment_url: 'https://payment.example.test/epayment/entry.asp',
          payment_request: paymentRequest,
        }),
      }),
    });
    // The browser's own navigation: jsdom cannot leave the page, so the submit is recorded.
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const user = userEvent.setup();
    await openForm();
    await user.type(field(/^Phone Number/), '0123456789');
    await user.type(field(/^First Name/), 'Aina');
    await user.type(field(/^Last Name/), 'Rahman');
    await user.type(field(/^Address/), '12 Jalan Kelapa');
    await user.type(field(/^Postcode/), '40000');
    await user.type(field(/^City/), 'Shah Alam');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State\/territory/ }), 'Sabah');
    await user.click(placeOrder());
    expect(await screen.findByText('Checkout Successful!')).toBeInTheDocument();
    const gateway = await screen.findByTestId('payment-form');
    expect(gateway).toHaveAttribute('action', 'https://payment.example.test/epayment/entry.asp');
    expect(gateway).toHaveFormValues({
      RefNo: 'NY-1003',
      Amount: '8.00',
      Signature: 'signed-by-the-server',
    });
    expect(submitted).toHaveBeenCalledTimes(1);
    // The loading overlay stays while the browser leaves for the gateway.
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
