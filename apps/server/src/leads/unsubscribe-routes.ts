import { siteConfig } from '@nyiur/content';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contacts } from '../db/schema';
import { escapeHtml } from '@nyiur/domain';

const page = (heading: string, text: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>
<body><main><p>${escapeHtml(siteConfig.brandName)}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>
<p><a href="/">Back to the shop</a></p></main></body></html>`;

/**
 * Ends the subscription whose token is in the link. Idempotent: a second visit finds it ended
 * and says the same; an unknown token changes nothing. Answers whether the token was known.
 */
async function unsubscribe(app: FastifyInstance, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
  const [row] = await app.ctx.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.unsubscribeToken, token), eq(contacts.contactType, 'subscriber')));
  if (!row) return false;
  await app.ctx.db
    .update(contacts)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(contacts.id, row.id), isNull(contacts.unsubscribedAt)));
  return true;
}

/** The unsubscribe link of every marketing mail: GET opens it, POST is the one-click form. */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (request: FastifyRequest, reply: FastifyReply, token: unknown) => {
    const known = await unsubscribe(app, token);
    return reply
      .code(known ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(
        known
          ? page('You are unsubscribed', 'You will get no more newsletters from us.')
          : page(
              'This link does not work',
              'The unsubscribe link is incomplete or unknown. Copy the whole link from the e-mail.',
            ),
      );
  };
  app.get('/unsubscribe', (request, reply) =>
    answer(request, reply, (request.query as Record<string, unknown>)['token']),
  );
  app.post('/unsubscribe', (request, reply) =>
    answer(request, reply, (request.query as Record<string, unknown>)['token']),
  );
}
