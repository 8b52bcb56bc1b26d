import type { AdminPickupLocation, AdminShopSettings } from '@nyiur/api';
import { settingsMessages } from '@nyiur/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsScreen } from './settings-screen';
import { readRequest } from '../../test-kit/read-request';
import { renderAdmin } from '../../test-kit/render-admin';

interface Answer {
  status: number;
  body: unknown;
}

/** The server's answers, by path, one after another: the network edge the screen talks to. */
function serve(answers: Record<string, Answer[]>) {
  const seen: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const sent = await readRequest(request);
    const path = sent.path;
    seen.push({ path, body: sent.body });
    const queue = answers[path] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { code: 404, message: 'Not found.' },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return seen;
}

const ok = (data: unknown): Answer => ({
  status: 200,
  body: { code: 200, message: 'Success', data },
});

const settings: AdminShopSettings = {
  shop_alert_email: null,
  shop_alert_email_fallback: 'alerts@nyiur.my',
  contact_phone: null,
  company_registration: null,
  address: null,
  contact_email: null,
  map_embed_url: null,
  facebook_url: null,
  instagram_url: null,
  announcement: 'Transform Inside Out',
  announcement_ms: null,
  affiliate_commission_percent: 10,
  return_window_days: 7,
  updated_at: null,
};
const places: AdminPickupLocation[] = [
  { id: 1, venue: 'Petaling Jaya office', active: true },
  { id: 2, venue: 'Shah Alam warehouse', active: true },
];

const renderScreen = (entry = '/settings') =>
  renderAdmin([{ path: '/settings', element: <SettingsScreen /> }], { entry });

afterEach(() => vi.unstubAllGlobals());

describe('SettingsScreen', () => {
  it('says which pages each contact detail and social page feeds', async () => {
    serve({ '/api/admin/settings/get': [ok({ settings, pickup_locations: places })] });
    renderScreen();
    expect(
      await screen.findByRole('textbox', { name: /Phone number/ }),
    ).toHaveAccessibleDescription(
      'Shown on: Contact page (Locate Us) and the foot of every e-mail. e.g. 03-7890 1234 or +60 12-345 6789',
    );
    expect(
      screen.getByRole('textbox', { name: /Company registration/ }),
    ).toHaveAccessibleDescription(/^Shown on: Contact page \(Locate Us\)\./);
    expect(screen.getByRole('textbox', { name: /Google Maps link/ })).toHaveAccessibleDescription(
      /^Shown on: Contact page \(the map\)\./,
    );
    expect(
      screen.getByRole('textbox', { name: /Instagram profile link/ }),
    ).toHaveAccessibleDescription(
      'Shown on: Link-in-bio page (/connect). e.g. https://www.instagram.com/nyiur.my',
    );
  });

  it('shows what is set, where alerts go meanwhile, and saves the contact details', async () => {
    const seen = serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
      '/api/admin/settings/update': [
        ok({ settings: { ...settings, contact_phone: '03-7890 1234' } }),
      ],
    });
    renderScreen();
    expect(
      await screen.findByText('Leave empty to keep sending them to alerts@nyiur.my.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Announcement (optional)' })).toHaveValue(
      'Transform Inside Out',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '03-7890 1234');
    await user.type(
      screen.getByRole('textbox', { name: /Instagram profile link/ }),
      'https://www.instagram.com/nyiur.my',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(seen.find((call) => call.path === '/api/admin/settings/update')?.body).toMatchObject({
      contact_phone: '03-7890 1234',
      instagram_url: 'https://www.instagram.com/nyiur.my',
      facebook_url: '',
      shop_alert_email: '',
      affiliate_commission_percent: 10,
      return_window_days: 7,
    });
  });

  it('takes the Malay announcement beside the English, and shows the server refusing it', async () => {
    const seen = serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
      '/api/admin/settings/update': [
        {
          status: 422,
          body: {
            code: 422,
            message: 'Please check the highlighted fields.',
            data: { errors: { announcement_ms: settingsMessages.announcement } },
          },
        },
        ok({ settings: { ...settings, announcement_ms: 'Ubah dari dalam' } }),
      ],
    });
    renderScreen();
    const malay = await screen.findByRole('textbox', {
      name: 'Announcement (Bahasa Malaysia) (optional)',
    });
    expect(malay).toHaveValue('');
    expect(malay).toHaveAccessibleDescription(
      'Shown on: every page under /ms. Left empty, Malay pages show the English.',
    );
    const user = userEvent.setup();
    await user.type(malay, 'Ubah dari dalam');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(malay).toHaveAccessibleDescription(
        expect.stringContaining('Keep the announcement under 80 characters.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    const sent = seen.filter((call) => call.path === '/api/admin/settings/update');
    expect(sent.at(-1)?.body).toMatchObject({
      announcement: 'Transform Inside Out',
      announcement_ms: 'Ubah dari dalam',
    });
  });

  it('opens on the field a link names', async () => {
    serve({ '/api/admin/settings/get': [ok({ settings, pickup_locations: places })] });
    renderScreen('/settings#announcement_ms');
    const malay = await screen.findByRole('textbox', {
      name: 'Announcement (Bahasa Malaysia) (optional)',
    });
    await waitFor(() => expect(malay).toHaveFocus());
  });

  it('refuses a phone number in the browser with the message the server would give', async () => {
    const seen = serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
        expect.stringContaining('Enter a Malaysian phone number'),
      ),
    );
    expect(seen.filter((call) => call.path === '/api/admin/settings/update')).toEqual([]);
  });

  it('puts the server’s message under the field it is about', async () => {
    serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
      '/api/admin/settings/update': [
        {
          status: 422,
          body: {
            code: 422,
            message: 'Please check the highlighted fields.',
            data: { errors: { contact_phone: settingsMessages.phone } },
          },
        },
      ],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), '03-7890 1234');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
        expect.stringContaining(settingsMessages.phone),
      ),
    );
  });

  it('moves, closes and adds pick-up places, and sends them in the new order', async () => {
    const seen = serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
      '/api/admin/settings/pickup-locations': [ok({ pickup_locations: places })],
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Pick-up places' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Move place 2 up' }));
    await user.click(within(list).getAllByRole('checkbox', { name: 'Open for pick-up' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Add a pick-up place' }));
    await user.type(within(list).getByRole('textbox', { name: /Place 3/ }), 'Bangsar studio');
    await user.click(screen.getByRole('button', { name: 'Save pick-up places' }));
    expect(await screen.findByText('Pick-up places saved.')).toBeVisible();
    expect(seen.find((call) => call.path === '/api/admin/settings/pickup-locations')?.body).toEqual(
      {
        locations: [
          { id: 2, venue: 'Shah Alam warehouse', active: true },
          { id: 1, venue: 'Petaling Jaya office', active: false },
          { venue: 'Bangsar studio', active: true },
        ],
      },
    );
  });

  it('keeps one pick-up place open and names each once, in the browser', async () => {
    const seen = serve({
      '/api/admin/settings/get': [ok({ settings, pickup_locations: places })],
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Pick-up places' });
    const user = userEvent.setup();
    for (const open of within(list).getAllByRole('checkbox', { name: 'Open for pick-up' })) {
      await user.click(open);
    }
    await user.click(screen.getByRole('button', { name: 'Save pick-up places' }));
    expect(await screen.findByText('Keep at least one pick-up place open.')).toBeVisible();

    await user.click(within(list).getAllByRole('checkbox', { name: 'Open for pick-up' })[0]!);
    await user.clear(within(list).getByRole('textbox', { name: /Place 2/ }));
    await user.type(within(list).getByRole('textbox', { name: /Place 2/ }), 'petaling jaya office');
    await user.click(screen.getByRole('button', { name: 'Save pick-up places' }));
    expect(await screen.findByText('Two pick-up places have the same name.')).toBeVisible();
    expect(seen.filter((call) => call.path === '/api/admin/settings/pickup-locations')).toEqual([]);
  });

  it('says what went wrong when the settings do not load, and tries again', async () => {
    serve({
      '/api/admin/settings/get': [
        { status: 500, body: { code: 500, message: 'Something went wrong.' } },
        ok({ settings, pickup_locations: [] }),
      ],
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No pick-up places yet.')).toBeVisible();
  });
});
