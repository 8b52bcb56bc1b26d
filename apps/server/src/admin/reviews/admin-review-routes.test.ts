import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminContract, reviewsList, type AdminReview } from '@nyiur/api';
import type { AdminRole } from '@nyiur/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products, reviews } from '../../db/schema';
import { seedCatalogue } from '../../db/seed-catalogue';
import { startDatabase } from '../../db/start-database';
import { post } from '../../test/http';
import { testConfig, useTestApp } from '../../test/test-app';
import { migratedPgliteDir, testDrivers } from '../../test/test-database';
import { AdminBrowser, staffOf } from '../../test/admin-client';

const { adminReviewList, adminReviewApprove, adminReviewHide } = adminContract;

/** The ids of the reviews the shop shows for a product. */
async function shopShows(app: Parameters<typeof post>[0], productId: number): Promise<number[]> {
  const answer = await post(app, reviewsList.path, { product_id: productId, per_page: 50 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return reviewsList.response.parse(answer.body.data).map((review) => review.id);
}

/*
 * The Reviews screen's calls over HTTP behind the real back-office sign-in, and what the shop's
 * review list shows after them.
 */
describe.each(testDrivers())('admin review routes on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `reviews-${driver}`);
  const as = async (role: AdminRole | 'none', path: string, body: unknown) =>
    role === 'none'
      ? new AdminBrowser(t().app).post(path, body)
      : (await staff.browserFor(role)).post(path, body);

  const list = async (body: Record<string, unknown>, role: AdminRole = 'marketing') => {
    const answer = await as(role, adminReviewList.path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { reviews: AdminReview[]; next_before_id: number | null };
  };

  const customerReview = async (comment: string, status?: 'approved' | 'hidden') => {
    const [row] = await db()
      .insert(reviews)
      .values({ productId: 15372, authorName: 'Nurul A.', rating: 3, comment, status })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  };

  it('lists the seeded samples as pending, with product, and filters by status', async () => {
    const all = await list({});
    const samples = all.reviews.filter((review) => review.is_sample);
    expect(samples).toHaveLength(5);
    expect(samples.every((review) => review.status === 'pending')).toBe(true);
    const [product] = await db().select().from(products).where(eq(products.id, 15373));
    expect(product?.name).toBeTruthy();
    expect(samples.find((review) => review.product_id === 15373)?.product_name).toBe(product?.name);
    const ids = all.reviews.map((review) => review.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const approvedId = await customerReview('Good', 'approved');
    const approved = await list({ status: 'approved' }, 'owner');
    expect(approved.reviews.map((review) => review.id)).toEqual([approvedId]);
    expect(approved.reviews[0]).toMatchObject({ is_sample: false, author_name: 'Nurul A.' });
    expect((await list({ status: 'pending' })).reviews.map((r) => r.id)).not.toContain(approvedId);
    expect((await as('marketing', adminReviewList.path, { status: 'gone' })).status).toBe(422);
  });

  it('approves and hides, each change audit-logged once, and the shop follows', async () => {
    const id = await customerReview('Mixes well in coffee.');
    expect(await shopShows(t().app, 15372)).not.toContain(id);

    const approve = await as('marketing', adminReviewApprove.path, { id });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const approved = approve.body.data?.['review'] as AdminReview;
    expect(approved).toMatchObject({ id, status: 'approved' });
    expect(approved.moderated_at).not.toBeNull();
    expect(await shopShows(t().app, 15372)).toContain(id);
    const again = await as('owner', adminReviewApprove.path, { id });
    expect((again.body.data?.['review'] as AdminReview).moderated_at).toBe(approved.moderated_at);

    const hide = await as('owner', adminReviewHide.path, { id });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect((hide.body.data?.['review'] as AdminReview).status).toBe('hidden');
    expect(await shopShows(t().app, 15372)).not.toContain(id);

    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['review.approve', { status: 'pending' }, { status: 'approved', is_sample: false }],
      ['review.hide', { status: 'approved' }, { status: 'hidden', is_sample: false }],
    ]);
    expect(trail[0]?.actorEmail).toBe(`reviews-${driver}-marketing@nyiur.test`);
  });

  it('refuses packers, strangers and reviews that do not exist', async () => {
    const id = await customerReview('Tastes of coconut.');
    for (const path of [adminReviewApprove.path, adminReviewHide.path]) {
      expect((await as('packer', path, { id })).status).toBe(403);
      expect((await as('none', path, { id })).status).toBe(401);
      expect((await as('owner', path, { id: 999_999 })).status).toBe(404);
    }
    expect((await as('packer', adminReviewList.path, {})).status).toBe(403);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.status).toBe('pending');
  });

  it('outside production shows unmoderated samples, never hidden ones', async () => {
    const shown = await shopShows(t().app, 15373);
    const samples = (await list({})).reviews.filter(
      (review) => review.is_sample && review.product_id === 15373,
    );
    const [first, ...rest] = samples;
    if (!first) throw new Error('no sample reviews');
    expect(shown).toEqual(expect.arrayContaining(samples.map((review) => review.id)));

    expect((await as('owner', adminReviewHide.path, { id: first.id })).status).toBe(200);
    const after = await shopShows(t().app, 15373);
    expect(after).not.toContain(first.id);
    expect(after).toEqual(expect.arrayContaining(rest.map((review) => review.id)));

    // The seeding a restart runs adds no sample again and leaves the hidden one hidden.
    const before = await db().select().from(reviews).orderBy(asc(reviews.id));
    await seedCatalogue(db());
    expect(await db().select().from(reviews).orderBy(asc(reviews.id))).toEqual(before);
    expect(await shopShows(t().app, 15373)).not.toContain(first.id);
  });
});

describe('reviews on a production shop', () => {
  const t = useTestApp('pglite', {
    env: {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    },
  });
  const staff = staffOf(
    () => t().app,
    () => t().database.db,
    'reviews-production',
  );

  it('shows no sample until the owner approves it, and only that one', async () => {
    expect(t().config.nodeEnv).toBe('production');
    expect(await shopShows(t().app, 15373)).toEqual([]);
    const owner = await staff.browserFor('owner');
    const listed = await owner.post(adminReviewList.path, { status: 'pending' });
    const samples = (listed.body.data as { reviews: AdminReview[] }).reviews.filter(
      (review) => review.product_id === 15373,
    );
    expect(samples.length).toBe(3);
    const chosen = samples[1];
    if (!chosen) throw new Error('no sample');
    expect((await owner.post(adminReviewApprove.path, { id: chosen.id })).status).toBe(200);
    expect(await shopShows(t().app, 15373)).toEqual([chosen.id]);
  });
});

describe('restarting the shop', () => {
  it('does not insert the samples again nor show a hidden one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-reviews-restart-'));
    try {
      const config = testConfig(dataDir);
      await migratedPgliteDir(dataDir);
      const first = await startDatabase(config);
      const samples = await first.db.select().from(reviews).where(eq(reviews.isSample, true));
      expect(samples).toHaveLength(5);
      const hidden = samples[0];
      if (!hidden) throw new Error('no sample');
      await first.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, hidden.id));
      await first.close();

      const second = await startDatabase(config);
      try {
        const rows = await second.db.select().from(reviews).where(eq(reviews.isSample, true));
        expect(rows.map((row) => row.id).sort()).toEqual(samples.map((row) => row.id).sort());
        expect(rows.find((row) => row.id === hidden.id)?.status).toBe('hidden');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
