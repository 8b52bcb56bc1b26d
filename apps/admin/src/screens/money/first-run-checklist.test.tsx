import type { AdminShopSettings } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstRunChecklist } from './first-run-checklist';
import { renderAdmin } from '../../test-kit/render-admin';
import { ok, serveCalls } from '../../test-kit/serve-calls';

/** Every shop detail set, so only the Malay is left to name. */
const settings: AdminShopSettings = {
  shop_alert_email: null,
  shop_alert_email_fallback: null,
  contact_phone: '03-7890 1234',
  company_registration: '202501234567',
  address: 'Lot 5, Jalan Kelapa, Petaling Jaya',
  contact_email: 'hello@nyiur.my',
  map_embed_url: 'https://www.google.com/maps/embed?pb=1',
  facebook_url: 'https://www.facebook.com/nyiur.my',
  instagram_url: 'https://www.instagram.com/nyiur.my',
  announcement: 'Raya sale: 10% off combos',
  announcement_ms: null,
  affiliate_commission_percent: 10,
  return_window_days: 7,
  updated_at: null,
};

const renderChecklist = (shown: AdminShopSettings) => {
  serveCalls({
    '/admin/settings/get': [ok({ settings: shown, pickup_locations: [] })],
    '/admin/e-invoices/list': [ok({ documents: [], months: [] })],
  });
  return renderAdmin(
    [
      { path: '/', element: <FirstRunChecklist /> },
      { path: '/settings', element: <h1>Settings</h1> },
    ],
    { entry: '/' },
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('FirstRunChecklist', () => {
  it('names the text with no Malay yet, linking to where it is written', async () => {
    const router = renderChecklist(settings);
    const list = await screen.findByRole('list', { name: 'Not in Bahasa Malaysia yet' });
    expect(screen.getByRole('heading', { name: 'Before you open the shop' })).toBeVisible();
    expect(
      screen.getByText(
        'Not written in Bahasa Malaysia yet, so the Malay pages (/ms) show the English.',
      ),
    ).toBeVisible();
    const link = within(list).getByRole('link', { name: 'Announcement bar in Bahasa Malaysia' });
    expect(link).toHaveAttribute('href', '/settings#announcement_ms');
    expect(screen.queryByRole('list', { name: 'Shop details not set' })).toBeNull();

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(router.state.location.hash).toBe('#announcement_ms');
  });

  it('leaves the Malay out once it is written, naming only the empty details', async () => {
    renderChecklist({
      ...settings,
      facebook_url: null,
      announcement_ms: 'Jualan Raya: 10% diskaun',
    });
    const details = await screen.findByRole('list', { name: 'Shop details not set' });
    expect(within(details).getByRole('listitem')).toHaveTextContent(
      'Facebook page link · Link-in-bio page (/connect)',
    );
    expect(screen.queryByRole('list', { name: 'Not in Bahasa Malaysia yet' })).toBeNull();
  });
});
