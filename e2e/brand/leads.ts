import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

export type ContactType = 'contact' | 'affiliate' | 'subscriber' | 'free_sample';

/**
 * Where the e2e server keeps its state. With a PostgreSQL URL the contacts table is read
 * directly; otherwise (embedded PGlite, which only the server process may open) the e-mail
 * outbox is read: the server queues the receipt in the same transaction as the contact row,
 * so a receipt addressed to the e-mail proves the row was committed.
 */
const databaseUrl = process.env.E2E_DATABASE_URL;
const dataDir = process.env.E2E_DATA_DIR;

async function inDatabase(url: string, email: string, type: ContactType): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'select 1 from contacts where email = $1 and contact_type = $2',
      [email, type],
    );
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** The subject of the receipt each kind of lead gets, queued with its row. */
const RECEIPT_SUBJECTS: Record<ContactType, string> = {
  contact: 'we received your message',
  affiliate: 'your lifestyle affiliate enquiry',
  subscriber: 'you are subscribed',
  free_sample: 'your free sample',
};

async function inOutbox(dir: string, email: string, type: ContactType): Promise<boolean> {
  const outbox = join(dir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(join(outbox, name), 'utf8');
    const to = /^To: .*$/im.exec(text)?.[0].toLowerCase() ?? '';
    const subject = /^Subject: .*$/im.exec(text)?.[0] ?? '';
    if (to.includes(email.toLowerCase()) && subject.includes(RECEIPT_SUBJECTS[type])) return true;
  }
  return false;
}

/**
 * True once a lead of this e-mail and type is stored (polls for up to 15 s): its row, or the
 * receipt of its kind queued with the row. Without a database URL or data directory
 * (E2E_DATABASE_URL / E2E_DATA_DIR), only a repeated subscription that answers the same id
 * shows a stored row; any other lead then throws rather than pass unseen.
 */
export async function leadStored(
  email: string,
  type: ContactType,
  answerId?: number,
  resubscribe?: () => Promise<number>,
): Promise<boolean> {
  if (!databaseUrl && !dataDir) {
    // Nothing to look in: an answer alone proves nothing, unless asking again returns the row.
    if (!answerId || answerId < 1 || !resubscribe) {
      throw new Error('leadStored needs E2E_DATABASE_URL or E2E_DATA_DIR to see the stored lead');
    }
    return (await resubscribe()) === answerId;
  }
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = databaseUrl
      ? await inDatabase(databaseUrl, email, type)
      : await inOutbox(dataDir ?? '', email, type);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
