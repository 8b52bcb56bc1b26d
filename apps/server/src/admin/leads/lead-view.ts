import type { AdminLead } from '@nyiur/api';
import type { ContactRow } from '../../db/schema';

/** A contacts row as the back office shows it. */
export const leadView = (row: ContactRow): AdminLead => ({
  id: row.id,
  kind: row.contactType,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  comments: row.comments,
  is_pro: row.isPro,
  is_content_creator: row.isContentCreator,
  is_blog_writer: row.isBlogWriter,
  handled_at: row.handledAt?.toISOString() ?? null,
  decision: row.decision,
  decided_at: row.decidedAt?.toISOString() ?? null,
  referral_code: row.referralCode,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});
