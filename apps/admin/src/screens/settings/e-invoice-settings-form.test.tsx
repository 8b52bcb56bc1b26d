import type { EInvoiceSettingsView } from '@nyiur/api';
import { Toaster } from '@nyiur/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EInvoiceSettingsForm } from './e-invoice-settings-form';
import { readRequest } from '../../test-kit/read-request';

const saved: EInvoiceSettingsView = {
  seller_name: 'Nyiur Wellness Sdn. Bhd.',
  tin: 'C2584563200',
  brn: '202001234567',
  sst_number: 'NA',
  msic_code: '10791',
  business_activity: 'Manufacture of coffee, tea and similar products',
  address_line1: 'Lot 66, Bangunan Merdeka',
  address_line2: '',
  city: 'Kuala Lumpur',
  postcode: '50480',
  state_code: '14',
  phone: '+60123456789',
  email: '',
  client_id: 'erp-client',
  client_secret_set: true,
  environment: 'preprod',
  default_environment: 'sandbox',
  problem: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('EInvoiceSettingsForm', () => {
  it('never shows the secret, keeps it when left empty, and shows the refused field', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { path, body } = await readRequest(request);
      if (path.endsWith('/settings/get')) {
        return new Response(JSON.stringify({ code: 200, message: 'Success', data: saved }));
      }
      sent.push(body as Record<string, unknown>);
      const message = 'Enter the TIN as issued by LHDN, e.g. C2584563200.';
      return new Response(
        JSON.stringify({ code: 422, message, data: { errors: { tin: message } } }),
        { status: 422 },
      );
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <EInvoiceSettingsForm />
        <Toaster />
      </QueryClientProvider>,
    );
    const secret = await screen.findByLabelText('MyInvois client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(
      'A secret is set. It is never shown; type a new one only to replace it.',
    );
    expect(screen.getByLabelText('Environment')).toHaveValue('preprod');

    const tin = screen.getByLabelText(/Tax identification number/);
    await userEvent.clear(tin);
    await userEvent.type(tin, 'C123');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-invoice settings' }));
    expect(await screen.findByLabelText(/Tax identification number/)).toHaveAccessibleDescription(
      /Enter the TIN as issued by LHDN/,
    );
    expect(sent[0]).toMatchObject({ tin: 'C123', client_secret: '', environment: 'preprod' });
  });
});
