import { createHash } from 'node:crypto';
import { shopSettings, type PublicShopSettings, ok } from '@nyiur/api';
import { ownerTextIn, type Locale } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { getShopSettings, type ShopSettings } from '../db/shop-settings';
import { parseInput } from '../http/parse-input';

/** Browsers and CDNs may reuse the answer this long; a save shows within it (plus the node cache). */
export const PUBLIC_SETTINGS_MAX_AGE_SECONDS = 30;

/** Only what a page shows, its words in the page's language: never the alert address or the affiliate terms. */
export const publicSettingsOf = (
  settings: ShopSettings,
  locale: Locale = 'en',
): PublicShopSettings => ({
  contact: {
    phone: settings.contactPhone,
    company_registration: settings.companyRegistration,
    address: settings.address,
    email: settings.contactEmail,
    map_embed_url: settings.mapEmbedUrl,
  },
  social: { facebook_url: settings.facebookUrl, instagram_url: settings.instagramUrl },
  announcement: ownerTextIn(locale, settings.announcement, settings.announcementMs),
});

/**
 * GET /shop/settings[?locale=ms]: the contact details and announcement in the page's language,
 * with an ETag and a short max-age.
 */
export async function shopSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(shopSettings.path, async (request, reply) => {
    const { locale } = parseInput(shopSettings.request, request.query);
    const body = ok(publicSettingsOf(await getShopSettings(app.ctx.db), locale));
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', `public, max-age=${PUBLIC_SETTINGS_MAX_AGE_SECONDS}`)
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
