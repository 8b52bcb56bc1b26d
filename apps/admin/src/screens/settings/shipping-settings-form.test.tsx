import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderWithQueries, serveCalls } from '../../test-kit/serve-calls';
import { ShippingSettingsForm } from './shipping-settings-form';

const fresh = {
  environment: 'off',
  default_environment: 'off',
  environment_chosen: false,
  sandbox_allowed: true,
  client_id: '',
  client_secret_set: false,
  connected: false,
  default_service_id: '',
  sender: null,
  problem: 'Courier booking is off: choose EasyParcel in Settings, Shipping.',
};

const sender = {
  name: 'Nyiur Kelapa Sdn Bhd',
  company: '',
  phone: '0123456789',
  email: '',
  address1: 'Lot 5, Jalan Kelapa',
  address2: '',
  postcode: '40000',
  city: 'Shah Alam',
  subdivision_code: 'MY-10',
};

afterEach(() => vi.unstubAllGlobals());

describe('ShippingSettingsForm', () => {
  it('turns on the sandbox, keeping the secret unseen, then asks to connect', async () => {
    const sandbox = {
      ...fresh,
      environment: 'sandbox',
      environment_chosen: true,
      problem: 'Connect the EasyParcel account.',
    };
    const seen = serveCalls({
      '/admin/shipping/settings/get': [ok(fresh), ok(sandbox)],
      '/admin/shipping/credentials/save': [ok(sandbox)],
    });
    renderWithQueries(<ShippingSettingsForm />);
    const booking = await screen.findByRole('combobox', { name: 'Courier booking' });
    expect(booking).toHaveValue('');
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByLabelText(/EasyParcel app client secret/)).toHaveAccessibleDescription(
      'Live only: not set yet.',
    );
    expect(screen.getByRole('button', { name: 'Connect EasyParcel' })).toBeDisabled();

    await userEvent.selectOptions(booking, 'sandbox');
    await userEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText('Connect the EasyParcel account.')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/admin/shipping/credentials/save')?.body).toEqual({
      client_id: '',
      client_secret: '',
      environment: 'sandbox',
    });
    expect(screen.getByRole('button', { name: 'Connect EasyParcel' })).toBeEnabled();
  });

  it('saves the pick-up address with its state code, and shows a refused field under it', async () => {
    const connected = {
      ...fresh,
      environment: 'sandbox',
      environment_chosen: true,
      connected: true,
      problem: 'Save the pick-up address.',
    };
    const seen = serveCalls({
      '/admin/shipping/settings/get': [ok(connected)],
      '/admin/shipping/wallet': [
        ok({
          balance_sen: 50_000,
          free_credit_sen: 0,
          low_below_sen: 5_000,
          low: false,
          problem: null,
        }),
      ],
      '/admin/shipping/settings/save': [
        refused('sender.postcode', 'Enter a five-digit postcode.'),
        ok({ ...connected, sender, default_service_id: 'EP-CS0PL', problem: null }),
      ],
    });
    renderWithQueries(<ShippingSettingsForm />);
    expect(await screen.findByText('Connected (sandbox)')).toBeInTheDocument();
    expect(await screen.findByText('RM 500.00')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Courier defaults' });
    await userEvent.type(within(form).getByLabelText(/Default courier service ID/), 'EP-CS0PL');
    await userEvent.type(within(form).getByLabelText(/Sender’s name/), sender.name);
    await userEvent.type(within(form).getByLabelText(/^Phone/), sender.phone);
    await userEvent.type(within(form).getByLabelText(/^Pick-up address/), sender.address1);
    await userEvent.type(within(form).getByLabelText(/^Postcode/), sender.postcode);
    await userEvent.type(within(form).getByLabelText(/Town or city/), sender.city);
    await userEvent.selectOptions(within(form).getByLabelText(/^State/), 'Selangor');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    expect(await within(form).findByLabelText(/^Postcode/)).toHaveAccessibleDescription(
      'Enter a five-digit postcode.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    expect(await screen.findByText('Shipping settings saved.')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/admin/shipping/settings/save')?.body).toEqual({
      default_service_id: 'EP-CS0PL',
      sender,
    });
  });

  it('does not offer the sandbox on a live shop that does not allow it', async () => {
    const live = {
      ...fresh,
      sandbox_allowed: false,
      problem: 'Enter the EasyParcel app’s client ID and secret in Settings, Shipping.',
    };
    serveCalls({ '/admin/shipping/settings/get': [ok(live)] });
    renderWithQueries(<ShippingSettingsForm />);
    const booking = await screen.findByRole('combobox', { name: 'Courier booking' });
    expect(
      within(booking)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'As the server is set: Off (no courier booking)',
      'Off (no courier booking)',
      'Live (real bookings, paid from the EasyParcel wallet)',
    ]);
  });
});
