import type { AdminVoucher } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VouchersScreen } from './vouchers-screen';
import { ok, serveQueues } from '../../test-kit/serve-api';
import { renderAdmin } from '../../test-kit/render-admin';

const raya: AdminVoucher = {
  id: 7,
  code: 'RAYA10',
  kind: 'amount_off',
  amount: '10.00',
  percent: null,
  cap: null,
  min_spend: '0.00',
  product_ids: null,
  starts_at: null,
  ends_at: null,
  total_uses: 100,
  uses_taken: 3,
  uses_per_customer: 1,
  first_order_only: false,
  members_only: false,
  show_hint: true,
  status: 'active',
  affiliate_code: null,
  note: '',
  batch_id: null,
  awaiting_approval: false,
  created_at: '2026-11-26T02:00:00.000Z',
};
const products = [
  { id: 15373, name: 'MCT Essentials' },
  { id: 15372, name: 'MCT LeanEssentials' },
];
const affiliates = [{ code: 'AFFSITI', name: 'Siti Aminah' }];

const renderScreen = () =>
  renderAdmin(
    [
      { path: '/vouchers', element: <VouchersScreen /> },
      { path: '/vouchers/:id', element: <p>Voucher page</p> },
    ],
    { entry: '/vouchers' },
  );

const serve = serveQueues;

describe('VouchersScreen', () => {
  it('lists each voucher with what it gives and how many are used', async () => {
    serve({ '/api/admin/vouchers/list': [ok({ vouchers: [raya], products, affiliates })] });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Vouchers' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'RAYA10' })).toHaveAttribute(
      'href',
      '/vouchers/7',
    );
    // Status, value, used.
    expect(
      within(item)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Active', 'RM 10.00 off', '3 of 100']);
  });

  it('creates a percent voucher for chosen products with Malaysian times', async () => {
    const created = { ...raya, id: 9, code: 'MERDEKA15', kind: 'percent_off' as const };
    const seen = serve({
      '/api/admin/vouchers/list': [ok({ vouchers: [], products, affiliates })],
      '/api/admin/vouchers/create': [ok({ voucher: created })],
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const form = await screen.findByRole('form', { name: 'New voucher' });
    await user.type(within(form).getByLabelText(/^Code/), 'merdeka15');
    await user.click(within(form).getByRole('radio', { name: /% off/ }));
    await user.type(within(form).getByLabelText(/^Percent off/), '15');
    await user.type(within(form).getByLabelText(/^Most it takes off/), '30');
    await user.click(within(form).getByRole('radio', { name: 'Chosen products' }));
    await user.click(within(form).getByRole('checkbox', { name: 'MCT LeanEssentials' }));
    await user.type(within(form).getByLabelText(/^Starts/), '2026-08-31T00:00');
    await user.type(within(form).getByLabelText(/^Total uses/), '500');
    await user.click(
      within(form).getByRole('checkbox', { name: 'Members only (guests cannot use it)' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create voucher' }));

    expect(await screen.findByText('Voucher page')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/api/admin/vouchers/create')?.body).toEqual({
      code: 'MERDEKA15',
      kind: 'percent_off',
      amount: null,
      percent: 15,
      cap: '30',
      min_spend: '0',
      product_ids: [15372],
      starts_at: '2026-08-31T00:00',
      ends_at: null,
      total_uses: 500,
      uses_per_customer: 1,
      first_order_only: false,
      members_only: true,
      show_hint: false,
      note: '',
      affiliate_code: null,
    });
  });

  it("creates free shipping up to RM5 that credits an affiliate's referral", async () => {
    const created = { ...raya, id: 10, code: 'SITIPOS', kind: 'free_shipping' as const };
    const seen = serve({
      '/api/admin/vouchers/list': [ok({ vouchers: [], products, affiliates })],
      '/api/admin/vouchers/create': [ok({ voucher: created })],
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const form = await screen.findByRole('form', { name: 'New voucher' });
    await user.type(within(form).getByLabelText(/^Code/), 'sitipos');
    await user.click(within(form).getByRole('radio', { name: /Free shipping/ }));
    await user.type(within(form).getByLabelText(/^Most of the fee it covers/), '5');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Credits affiliate/ }),
      'Siti Aminah (AFFSITI)',
    );
    await user.click(within(form).getByRole('button', { name: 'Create voucher' }));

    expect(await screen.findByText('Voucher page')).toBeInTheDocument();
    expect(
      seen.find((request) => request.path === '/api/admin/vouchers/create')?.body,
    ).toMatchObject({
      code: 'SITIPOS',
      kind: 'free_shipping',
      amount: null,
      percent: null,
      cap: '5',
      affiliate_code: 'AFFSITI',
    });
  });

  it("refuses a wrong code, an empty RM off and no chosen product in the browser, with the owner's messages", async () => {
    const seen = serve({
      '/api/admin/vouchers/list': [ok({ vouchers: [], products, affiliates })],
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const form = await screen.findByRole('form', { name: 'New voucher' });
    await user.type(within(form).getByLabelText(/^Code/), 'ab');
    await user.click(within(form).getByRole('radio', { name: 'Chosen products' }));
    await user.click(within(form).getByRole('button', { name: 'Create voucher' }));

    expect(
      await within(form).findByText('A code is 4 to 20 letters, digits or dashes, e.g. RAYA10.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter the RM off, e.g. 10.00.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a product.')).toBeInTheDocument();
    expect(seen.map((request) => request.path)).not.toContain('/api/admin/vouchers/create');
  });

  it('lists free shipping with its cap', async () => {
    const capped = { ...raya, kind: 'free_shipping' as const, amount: null, cap: '5.00' };
    serve({ '/api/admin/vouchers/list': [ok({ vouchers: [capped], products, affiliates })] });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Vouchers' });
    const item = within(list).getByRole('listitem', { name: 'RAYA10' });
    expect(within(item).getAllByRole('definition')[1]).toHaveTextContent(
      'Free shipping, up to RM 5.00',
    );
  });
});
