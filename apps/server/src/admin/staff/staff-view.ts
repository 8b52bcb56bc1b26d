import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { adminUsers, type AdminUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** When the newest working set-up link of the account expires (epoch seconds), or null. */
const linkExpiry = sql<number | null>`(select extract(epoch from max(t.expires_at))::float8
  from admin_setup_tokens t
  where t.admin_id = admin_users.id and t.used_at is null and t.expires_at > now())`;

export const staffView = (admin: AdminUserRow, linkExpiresAt: number | null) => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  totp_enrolled: admin.totpEnrolled,
  disabled_at: admin.disabledAt?.toISOString() ?? null,
  setup_link_expires_at:
    linkExpiresAt === null ? null : new Date(Number(linkExpiresAt) * 1000).toISOString(),
  created_at: admin.createdAt.toISOString(),
});

export type StaffView = ReturnType<typeof staffView>;

/** Every account, oldest first, as the Staff screen shows it. */
export async function listStaff(db: Executor): Promise<StaffView[]> {
  const rows = await db
    .select({ admin: adminUsers, linkExpiry })
    .from(adminUsers)
    .orderBy(asc(adminUsers.id));
  return rows.map((row) => staffView(row.admin, row.linkExpiry));
}

/** One account as the Staff screen shows it; 404 when there is none. */
export async function staffMemberOf(db: Executor, id: number): Promise<StaffView> {
  const [row] = await db
    .select({ admin: adminUsers, linkExpiry })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  if (!row) throw AppError.notFound('This colleague has no account.');
  return staffView(row.admin, row.linkExpiry);
}
