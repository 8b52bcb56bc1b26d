import { adminContract, type AdminShopSettings } from '@nyiur/api';
import { parseAmount } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { getShopSettings, type ShopSettings } from '../../db/shop-settings';
import { listPickupLocations, savePickupLocations } from './save-pickup-locations';
import { updateShopSettings } from './update-shop-settings';
import { actorOf, adminCall } from '../../http/admin-call';
import {
  saveVoucherCeilings,
  voucherCeilingsOf,
  voucherCeilingsView,
} from '../vouchers/voucher-ceilings';

const { adminSettingsGet, adminSettingsUpdate, adminPickupLocationsSave } = adminContract;

const settingsView = (settings: ShopSettings, fallback: string | undefined): AdminShopSettings => ({
  shop_alert_email: settings.ownShopAlertEmail,
  shop_alert_email_fallback: fallback ?? null,
  contact_phone: settings.contactPhone,
  company_registration: settings.companyRegistration,
  address: settings.address,
  contact_email: settings.contactEmail,
  map_embed_url: settings.mapEmbedUrl,
  facebook_url: settings.facebookUrl,
  instagram_url: settings.instagramUrl,
  announcement: settings.announcement,
  announcement_ms: settings.announcementMs,
  affiliate_commission_percent: settings.affiliateCommissionPercent,
  return_window_days: settings.returnWindowDays,
  updated_at: settings.updatedAt?.toISOString() ?? null,
});

/** The owner's settings screen: contact details, alerts, announcement, pick-up places. */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const fallback = () => app.ctx.config.shopAlertEmail;

  adminCall(app, adminSettingsGet, async ({ ctx }) => ({
    settings: {
      ...settingsView(await getShopSettings(ctx.db, fallback()), fallback()),
      voucher_ceilings: voucherCeilingsView(await voucherCeilingsOf(ctx.db)),
    },
    pickup_locations: await listPickupLocations(ctx.db),
  }));

  adminCall(app, adminSettingsUpdate, async ({ input, caller, ctx, request }) => {
    const saved = await updateShopSettings(
      ctx.db,
      {
        shopAlertEmail: input.shop_alert_email,
        contactPhone: input.contact_phone,
        companyRegistration: input.company_registration,
        address: input.address,
        contactEmail: input.contact_email,
        mapEmbedUrl: input.map_embed_url,
        facebookUrl: input.facebook_url,
        instagramUrl: input.instagram_url,
        announcement: input.announcement,
        announcementMs: input.announcement_ms,
        affiliateCommissionPercent: input.affiliate_commission_percent,
        returnWindowDays: input.return_window_days,
      },
      actorOf({ caller, request }),
      fallback(),
    );
    const ceilings = input.voucher_ceilings
      ? await saveVoucherCeilings(
          ctx.db,
          {
            maxPercent: input.voucher_ceilings.max_percent,
            maxAmountSen: parseAmount(input.voucher_ceilings.max_amount) ?? 0,
            unlimitedNeedsApproval: input.voucher_ceilings.unlimited_needs_approval,
          },
          actorOf({ caller, request }),
        )
      : await voucherCeilingsOf(ctx.db);
    // A change of the alert address queued a notice to the owners.
    ctx.outbox.wake();
    return {
      settings: {
        ...settingsView(saved, fallback()),
        voucher_ceilings: voucherCeilingsView(ceilings),
      },
    };
  });

  adminCall(app, adminPickupLocationsSave, async ({ input, caller, ctx, request }) => {
    const saved = await savePickupLocations(ctx.db, input.locations, actorOf({ caller, request }));
    // Checkout's list of pick-up places is served from memory: every node drops it now.
    ctx.publicCache.changed('pickup-locations');
    return { pickup_locations: saved };
  });
}
