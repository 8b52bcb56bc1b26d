import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_AUTOPLAY_MS, AnnouncementBar } from './announcement-bar';
import type { Locale } from '@nyiur/domain';
import { InLocale } from '../test/in-locale';

/** The addresses the bar asked for its settings. */
let asked: string[] = [];

/** The server's GET /api/shop/settings answer: the owner's announcement. */
function serveAnnouncement(announcement: string | null) {
  asked = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    asked.push(typeof input === 'string' ? input : input.url);
    return announcement === null
      ? new Response('{}', { status: 503 })
      : new Response(
          JSON.stringify({
            code: 200,
            message: 'Success',
            data: {
              contact: {
                phone: null,
                company_registration: null,
                address: null,
                email: null,
                map_embed_url: null,
              },
              social: { facebook_url: null, instagram_url: null },
              announcement,
            },
          }),
          { status: 200 },
        );
  });
}

const renderBar = (locale: Locale = 'en') =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <InLocale locale={locale}>
        <AnnouncementBar />
      </InLocale>
    </QueryClientProvider>,
  );

const active = () => document.querySelector('[data-active]')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementBar', () => {
  it('starts on "Transform Inside Out" and advances every 3500 ms', () => {
    serveAnnouncement(null);
    vi.useFakeTimers();
    renderBar();
    expect(active()).toBe('Transform Inside Out');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_AUTOPLAY_MS - 1));
    expect(active()).toBe('Transform Inside Out');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).not.toBe('Transform Inside Out');
    expect(screen.getByLabelText('Announcements')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("shows the owner's announcement once the settings load", async () => {
    serveAnnouncement('Raya sale: 10% off combos');
    renderBar();
    expect(await screen.findByText('Raya sale: 10% off combos')).toBeInTheDocument();
    expect(screen.queryByText('Transform Inside Out')).not.toBeInTheDocument();
    expect(asked.at(-1)).toBe('http://localhost:3000/api/shop/settings');
  });

  it("asks a Malay page's announcement in Malay", async () => {
    serveAnnouncement('Jualan Raya: 10% diskaun kombo');
    renderBar('ms');
    expect(await screen.findByText('Jualan Raya: 10% diskaun kombo')).toBeInTheDocument();
    expect(asked).toEqual(['http://localhost:3000/api/shop/settings?locale=ms']);
  });

  it('drops the announcement the owner cleared, keeping the shipping facts', async () => {
    serveAnnouncement('');
    renderBar();
    await vi.waitFor(() => expect(screen.queryByText('Transform Inside Out')).toBeNull());
    expect(active()).toBe('Free shipping for orders over RM200');
  });

  it('gives the shipping facts in Malay on a Malay page', async () => {
    serveAnnouncement('');
    renderBar('ms');
    await vi.waitFor(() => expect(screen.queryByText('Transform Inside Out')).toBeNull());
    expect(active()).toBe('Penghantaran percuma untuk pesanan melebihi RM200');
  });
});
