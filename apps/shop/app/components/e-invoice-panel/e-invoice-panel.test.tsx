import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { renderScreen } from '../../test/render-route';
import { envelope, invalid, serveShop } from '../../test/shop-server';
import { AccountMessages } from '../../lib/account-messages';
import { EInvoicePanel, type EInvoiceOrderKey } from './e-invoice-panel';

/** The panel with its words, as the account and the order result show it. */
const renderPanel = (path: string, orderKey: EInvoiceOrderKey) =>
  renderScreen(
    path,
    <Suspense fallback={null}>
      <AccountMessages>
        <EInvoicePanel orderKey={orderKey} />
      </AccountMessages>
    </Suspense>,
  );

const open = {
  can_request: true,
  request_until: '2026-12-07T16:00:00.000Z',
  unavailable_reason: null,
  e_invoice: null,
};

const valid = {
  can_request: false,
  request_until: '2026-12-07T16:00:00.000Z',
  unavailable_reason: null,
  e_invoice: {
    code: 'INV-NY1001',
    state: 'valid',
    validation_url: 'https://myinvois.example.test/ABC/share/XYZ',
    print_url: 'https://shop.test/api/e-invoices/INV-NY1001/print?token=t0k3n',
    reasons: [],
  },
};

describe('EInvoicePanel', () => {
  it('asks for the details, shows each refused field under it, then the state', async () => {
    const seen = serveShop({
      'POST /e-invoices/get': () => ({ body: envelope(open) }),
      'POST /e-invoices/request': (request) =>
        request.body['tin'] === 'OG123'
          ? invalid('Enter an individual TIN as IG followed by your number.', {
              tin: 'Enter an individual TIN as IG followed by your number.',
            })
          : { body: envelope({ ...valid, e_invoice: { ...valid.e_invoice, state: 'pending' } }) },
    });
    await renderPanel('/result', { token: 't0k3n' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Request e-invoice' }, { timeout: 15_000 }),
    );
    const form = screen.getByRole('form', { name: 'Request e-invoice' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Aina binti Ahmad');
    await userEvent.type(within(form).getByLabelText(/TIN/), 'OG123');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByLabelText(/TIN/)).toHaveAccessibleDescription(
      /Enter an individual TIN as IG followed by your number\./,
    );

    await userEvent.clear(within(form).getByLabelText(/TIN/));
    await userEvent.type(within(form).getByLabelText(/TIN/), 'IG12345678901');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('e-invoice-state')).toHaveTextContent(
      'INV-NY1001: Requested: being sent to LHDN',
    );
    const sent = seen.filter((request) => request.path === '/e-invoices/request').at(-1);
    expect(sent?.body).toMatchObject({ token: 't0k3n', tin: 'IG12345678901', id_type: 'NRIC' });
  });

  it('links a validated e-invoice for download and to MyInvois', async () => {
    serveShop({ 'POST /e-invoices/get': () => ({ body: envelope(valid) }) });
    await renderPanel('/account', { order_uuid: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d' });
    expect(
      await screen.findByRole('link', { name: 'Download e-invoice' }, { timeout: 15_000 }),
    ).toHaveAttribute('href', 'https://shop.test/api/e-invoices/INV-NY1001/print?token=t0k3n');
    expect(screen.getByRole('link', { name: 'Check on MyInvois' })).toHaveAttribute(
      'href',
      'https://myinvois.example.test/ABC/share/XYZ',
    );
    expect(screen.queryByRole('button', { name: 'Request e-invoice' })).not.toBeInTheDocument();
  });
});
