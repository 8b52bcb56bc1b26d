import type { AdminLead, LeadTab } from '@nyiur/api';
import { and, asc, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { contacts } from '../../db/schema';
import { leadView } from './lead-view';

const LEAD_PAGE = 50;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function leadConditions(tab: LeadTab, q: string | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(contacts.contactType, tab)];
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(ilike(contacts.name, like), ilike(contacts.email, like), ilike(contacts.phone, like)),
    );
  }
  return and(...where);
}

/** One tab of the leads, newest first, 50 at a time before an id, searched. */
export async function listLeads(
  db: Executor,
  input: { tab: LeadTab; q?: string | undefined; before_id?: number | undefined },
): Promise<{ leads: AdminLead[]; next_before_id: number | null }> {
  const where = [leadConditions(input.tab, input.q)];
  if (input.before_id) where.push(lt(contacts.id, input.before_id));
  const rows = await db
    .select()
    .from(contacts)
    .where(and(...where))
    .orderBy(desc(contacts.id))
    .limit(LEAD_PAGE + 1);
  const page = rows.slice(0, LEAD_PAGE);
  const last = page.at(-1);
  return {
    leads: page.map(leadView),
    next_before_id: rows.length > LEAD_PAGE && last ? last.id : null,
  };
}

/** Every lead of a tab matching the search, oldest first: what the CSV holds. */
export async function allLeads(
  db: Executor,
  tab: LeadTab,
  q: string | undefined,
): Promise<AdminLead[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(leadConditions(tab, q))
    .orderBy(asc(contacts.id));
  return rows.map(leadView);
}
