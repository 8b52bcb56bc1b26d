import type { ConsolidatedMonth, EInvoiceEntry } from '@nyiur/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EInvoicesScreen } from './e-invoices-screen';
import { ok, serveApi } from '../../test-kit/serve-api';
import { renderWithQueries } from '../../test-kit/render-admin';

const entry = (overrides: Partial<EInvoiceEntry>): EInvoiceEntry => ({
  code: 'INV-NY00007',
  kind: 'individual',
  state: 'valid',
  order_ref_no: 'NY00007',
  month: null,
  original_code: null,
  buyer_name: 'Aina binti Ahmad',
  buyer_tin: 'IG12345678901',
  amount: '198.00',
  order_count: 1,
  uuid: 'F9D425P6DS7D8IU4PAVGZX2K10',
  validation_url: 'https://myinvois.example.test/F9D/share/LONG',
  reasons: [],
  last_error: null,
  created_at: '2026-11-20T02:00:00.000Z',
  validated_at: '2026-11-20T02:01:00.000Z',
  can_cancel: true,
  can_resubmit: false,
  ...overrides,
});

const october: ConsolidatedMonth = {
  month: '2026-10',
  order_count: 12,
  total: '2376.00',
  can_submit: true,
  due_by: '2026-11-06T16:00:00.000Z',
  past_due: false,
  submitted: null,
};

const renderScreen = () => renderWithQueries(<EInvoicesScreen />);

/** Every call answered 200 with `answer`'s data. */
const serve = (answer: (path: string, body: Record<string, unknown>) => unknown) =>
  serveApi((path, body) => ok(answer(path, body)));

describe('EInvoicesScreen', () => {
  it("shows LHDN's reasons, submits a month and cancels a valid e-invoice with a reason", async () => {
    let submitted = false;
    const seen = serve((path) => {
      if (path === '/api/admin/e-invoices/submit-month') {
        submitted = true;
        return { ...october, can_submit: false };
      }
      if (path === '/api/admin/e-invoices/cancel')
        return entry({ state: 'cancelled', can_cancel: false });
      return {
        documents: [
          entry({}),
          entry({
            code: 'INV-NY00008',
            order_ref_no: 'NY00008',
            state: 'invalid',
            can_cancel: false,
            can_resubmit: true,
            validation_url: null,
            reasons: ['CF321: Issuance date time is more than 72 hours ago'],
          }),
        ],
        months: [
          submitted
            ? {
                ...october,
                can_submit: false,
                submitted: entry({
                  code: 'CON-2026-10',
                  kind: 'consolidated',
                  state: 'pending',
                  can_cancel: false,
                }),
              }
            : october,
        ],
      };
    });
    renderScreen();
    const refused = await screen.findByRole('list', { name: "LHDN's reasons for INV-NY00008" });
    expect(refused).toHaveTextContent('CF321: Issuance date time is more than 72 hours ago');
    expect(screen.getByRole('button', { name: 'Submit INV-NY00008 again' })).toBeVisible();

    const month = screen.getByTestId('e-invoice-month');
    expect(month).toHaveTextContent('12 orders without an e-invoice of their own · RM 2,376.00');
    await userEvent.click(within(month).getByRole('button', { name: 'Submit October 2026' }));
    expect(
      await within(screen.getByTestId('e-invoice-month')).findByText('CON-2026-10'),
    ).toBeVisible();
    expect(seen.find((call) => call.path === '/api/admin/e-invoices/submit-month')?.body).toEqual({
      month: '2026-10',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel INV-NY00007' }));
    const form = screen.getByRole('form', { name: 'Cancel INV-NY00007' });
    await userEvent.type(within(form).getByLabelText('Why is it cancelled?'), 'Wrong buyer TIN');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel at MyInvois' }));
    expect(await screen.findByText('INV-NY00007 is cancelled at MyInvois.')).toBeVisible();
    expect(seen.find((call) => call.path === '/api/admin/e-invoices/cancel')?.body).toEqual({
      code: 'INV-NY00007',
      reason: 'Wrong buyer TIN',
    });
    expect(
      screen.getByRole('link', { name: 'Download CSV of everything submitted' }),
    ).toHaveAttribute('href', '/api/admin/e-invoices.csv');
  });

  it('warns of a month whose consolidated e-invoice is past its due date, and of no other', async () => {
    const september: ConsolidatedMonth = {
      ...october,
      month: '2026-09',
      due_by: '2026-10-07T16:00:00.000Z',
      past_due: true,
    };
    serve(() => ({ documents: [], months: [october, september] }));
    renderScreen();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Consolidated e-invoice past due.');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['September 2026: was due by 8 Oct 2026, 12:00 am, not submitted']);
  });

  it('asks why an e-invoice is cancelled before anything goes to MyInvois', async () => {
    const seen = serve(() => ({ documents: [entry({})], months: [] }));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel INV-NY00007' }));
    const form = screen.getByRole('form', { name: 'Cancel INV-NY00007' });
    const reason = within(form).getByLabelText('Why is it cancelled?');
    await userEvent.type(reason, 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel at MyInvois' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        'Sent to LHDN; within 72 hours of validation. Say why it is cancelled.',
      ),
    );
    expect(seen.filter((call) => call.path === '/api/admin/e-invoices/cancel')).toEqual([]);
  });
});
