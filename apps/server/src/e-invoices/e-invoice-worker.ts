import {
  DOCUMENT_TYPE_CODES,
  SEARCH_MAX_DAYS,
  SEARCH_MAX_PAGE_SIZE,
  type MyInvoisClient,
  type MyInvoisError,
  type SearchedDocument,
} from '@nyiur/myinvois';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { eInvoices, type EInvoiceRow, type StoredReason } from '../db/schema';
import type { AppConfig } from '../config/app-config';
import { PollingWorker } from '../jobs/polling-worker';
import { retryDelaySeconds } from '../jobs/retry-delay';
import { DOCUMENT_TYPE_OF, documentInputOf, encodedOf } from './build-e-invoice';
import { markValid } from './mark-valid';
import { queueRefundNotes } from './refund-note';
import { clientOf } from './myinvois-client';
import {
  connectionOf,
  loadSellerSettings,
  supplierOf,
  type MyInvoisConnection,
} from './seller-settings';

const BATCH_SIZE = 10;
/** A claimed row is left alone this long; a node that dies mid-call leaves it to the next. */
const LEASE_SECONDS = 120;
/** How soon a Submitted document is asked about again (LHDN validates in seconds). */
const POLL_SECONDS = 5;
/** A document built this long ago and never accepted is built again: LHDN allows 72 hours. */
const REBUILD_AFTER_MS = 48 * 3_600_000;
/** Search Documents looks from this long before the document's issue (clocks differ a little). */
const SEARCH_SLACK_MS = 10 * 60_000;
/** Pages of 100 looked through at most: LHDN allows one search in 5 seconds. */
const SEARCH_MAX_PAGES = 3;

export interface EInvoiceWorkerOptions {
  readonly db: Database;
  readonly config: AppConfig;
  readonly log: FastifyBaseLogger;
  /** After a pass queued e-mail. */
  readonly onMailQueued: () => void;
}

const reasonsOf = (error: MyInvoisError | null | undefined): StoredReason[] =>
  error
    ? [
        { code: error.errorCode, message: error.error, path: error.propertyPath ?? null },
        ...(error.innerError ?? []).flatMap((inner) => reasonsOf(inner)),
      ]
    : [{ code: 'Rejected', message: 'MyInvois refused the document.' }];

/**
 * Submits queued e-invoices to MyInvois and follows them to Valid or Invalid, as the mail
 * outbox sends mail: rows claimed with FOR UPDATE SKIP LOCKED under a lease, retried with
 * back-off. A row that has LHDN's UUID is only ever asked about, never submitted again.
 */
export class EInvoiceWorker extends PollingWorker {
  readonly #options: EInvoiceWorkerOptions;

  constructor(options: EInvoiceWorkerOptions) {
    super({ log: options.log, pollMs: options.config.myinvois.pollMs, name: 'e-invoice' });
    this.#options = options;
  }

  protected override async pass(): Promise<number> {
    await queueRefundNotes(this.#options.db);
    let worked = 0;
    for (;;) {
      const batch = await this.#claim();
      if (batch.length === 0) return worked;
      const settings = await loadSellerSettings(this.#options.db);
      const connection = connectionOf(this.#options.config, settings);
      for (const row of batch) {
        if ('problem' in connection) await this.#retry(row, connection.problem);
        else await this.#work(row, connection, settings);
        worked += 1;
      }
    }
  }

  async #claim(): Promise<EInvoiceRow[]> {
    const { db } = this.#options;
    const due = db
      .select({ id: eInvoices.id })
      .from(eInvoices)
      .where(
        and(
          inArray(eInvoices.state, ['pending', 'submitted']),
          or(lte(eInvoices.nextAttemptAt, sql`now()`), eq(eInvoices.claimedBy, this.id)),
        ),
      )
      .orderBy(asc(eInvoices.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(eInvoices)
      .set({
        attempts: sql`${eInvoices.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        claimedBy: this.id,
      })
      .where(inArray(eInvoices.id, due))
      .returning();
  }

  async #update(row: EInvoiceRow, set: PgUpdateSetSource<typeof eInvoices>): Promise<void> {
    await this.#options.db
      .update(eInvoices)
      .set({ claimedBy: null, updatedAt: sql`now()`, ...set })
      .where(eq(eInvoices.id, row.id));
  }

  async #retry(row: EInvoiceRow, why: string, afterSeconds?: number): Promise<void> {
    this.#options.log.warn({ eInvoice: row.code, attempt: row.attempts, why }, 'e-invoice retry');
    const delay = afterSeconds ?? retryDelaySeconds(row.attempts);
    await this.#update(row, {
      lastError: why.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
    });
  }

  async #work(
    row: EInvoiceRow,
    connection: MyInvoisConnection,
    settings: Awaited<ReturnType<typeof loadSellerSettings>>,
  ): Promise<void> {
    const client = clientOf(connection);
    if (row.uuid) {
      await this.#follow(row, client, connection);
      return;
    }
    if (row.originalId !== null) {
      const [original] = await this.#options.db
        .select({ state: eInvoices.state })
        .from(eInvoices)
        .where(eq(eInvoices.id, row.originalId));
      // A note waits for its invoice to be valid; it is dropped with an invoice that never is.
      if (original?.state === 'invalid' || original?.state === 'cancelled') {
        await this.#update(row, {
          state: 'cancelled',
          cancelledAt: sql`now()`,
          lastError: 'Its e-invoice is not valid.',
        });
        return;
      }
      if (original?.state !== 'valid') {
        await this.#retry(row, 'Waiting for its e-invoice to be validated.', POLL_SECONDS);
        return;
      }
    }
    let { documentJson, documentHash } = row;
    const builtAt = row.submittedAt ?? row.updatedAt;
    if (documentJson && documentHash && row.submittedAt) {
      // Sent before without an answer kept: LHDN may have taken it, and must not get it twice.
      const found = await this.#findAtLhdn(row, row.submittedAt, client);
      if (found === 'failed') return;
      if (found) {
        await this.#update(row, {
          state: 'submitted',
          submissionUid: found.submissionUID,
          uuid: found.uuid,
          lastError: null,
          reasons: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${POLL_SECONDS})`,
        });
        this.#options.log.info({ eInvoice: row.code, uuid: found.uuid }, 'e-invoice found at LHDN');
        await this.#follow({ ...row, uuid: found.uuid }, client, connection);
        return;
      }
    }
    if (!documentJson || !documentHash || Date.now() - builtAt.getTime() > REBUILD_AFTER_MS) {
      const issuedAt = new Date();
      const input = await documentInputOf(this.#options.db, row, supplierOf(settings), issuedAt);
      const encoded = encodedOf(input);
      documentJson = encoded.json;
      documentHash = encoded.hash;
      const amountSen = input.lines.reduce(
        (total, line) => total + line.quantity * line.unitPriceSen - (line.discountSen ?? 0),
        0,
      );
      // Stored before it is sent, so a retry sends these very bytes and LHDN sees one document.
      await this.#options.db
        .update(eInvoices)
        .set({
          documentJson,
          documentHash,
          submittedAt: issuedAt,
          amountSen,
          ...(row.kind === 'consolidated' ? { orderCount: input.lines.length } : {}),
        })
        .where(eq(eInvoices.id, row.id));
    }
    const sent = await client.submitDocuments([
      {
        format: 'JSON',
        document: Buffer.from(documentJson, 'utf8').toString('base64'),
        documentHash,
        codeNumber: row.code,
      },
    ]);
    if (!sent.ok) {
      const { failure } = sent;
      if (failure.kind === 'rejected') {
        await this.#update(row, { state: 'invalid', reasons: reasonsOf(failure.error) });
        return;
      }
      const after =
        failure.kind === 'throttled' || failure.kind === 'duplicate'
          ? (failure.retryAfterSeconds ?? undefined)
          : undefined;
      await this.#retry(row, `MyInvois: ${failure.kind}`, after);
      return;
    }
    const accepted = sent.value.acceptedDocuments.find(
      (entry) => entry.invoiceCodeNumber === row.code,
    );
    if (!accepted) {
      const refused = sent.value.rejectedDocuments.find(
        (entry) => entry.invoiceCodeNumber === row.code,
      );
      await this.#update(row, { state: 'invalid', reasons: reasonsOf(refused?.error) });
      return;
    }
    await this.#update(row, {
      state: 'submitted',
      submissionUid: sent.value.submissionUid,
      uuid: accepted.uuid,
      lastError: null,
      reasons: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${POLL_SECONDS})`,
    });
  }

  /**
   * The document LHDN took from an earlier submission of these bytes, by its code and its issue
   * time to the second (a document built again keeps its code, never its issue time).
   */
  async #findAtLhdn(
    row: EInvoiceRow,
    issuedAt: Date,
    client: MyInvoisClient,
  ): Promise<SearchedDocument | null | 'failed'> {
    const issued = `${issuedAt.toISOString().slice(0, 19)}Z`;
    const from = new Date(issuedAt.getTime() - SEARCH_SLACK_MS);
    const latest = from.getTime() + SEARCH_MAX_DAYS * 86_400_000 - 60_000;
    const to = new Date(Math.min(Date.now() + SEARCH_SLACK_MS, latest));
    for (let pageNo = 1; pageNo <= SEARCH_MAX_PAGES; pageNo += 1) {
      const page = await client.searchDocuments({
        submissionDateFrom: from,
        submissionDateTo: to,
        invoiceDirection: 'Sent',
        documentType: DOCUMENT_TYPE_CODES[DOCUMENT_TYPE_OF[row.kind]],
        pageNo,
        pageSize: SEARCH_MAX_PAGE_SIZE,
      });
      if (!page.ok) {
        const after =
          page.failure.kind === 'throttled'
            ? (page.failure.retryAfterSeconds ?? undefined)
            : undefined;
        await this.#retry(row, `MyInvois: ${page.failure.kind}`, after);
        return 'failed';
      }
      const found = page.value.result.find(
        (document) => document.internalId === row.code && document.dateTimeIssued === issued,
      );
      if (found) return found;
      if (pageNo >= page.value.metadata.totalPages) return null;
    }
    return null;
  }

  /** Asks LHDN what became of a document it has. */
  async #follow(
    row: EInvoiceRow,
    client: MyInvoisClient,
    connection: MyInvoisConnection,
  ): Promise<void> {
    const details = await client.getDocumentDetails(row.uuid ?? '');
    if (!details.ok) {
      await this.#retry(row, `MyInvois: ${details.failure.kind}`);
      return;
    }
    const document = details.value;
    if (document.status === 'Submitted') {
      await this.#retry(row, 'Being validated by MyInvois.', POLL_SECONDS);
      return;
    }
    if (document.status === 'Invalid') {
      const reasons = (document.validationResults?.validationSteps ?? [])
        .filter((step) => step.status === 'Invalid')
        .flatMap((step) => reasonsOf(step.error));
      await this.#update(row, { state: 'invalid', reasons, lastError: null });
      return;
    }
    if (document.status === 'Cancelled') {
      await this.#update(row, { state: 'cancelled', cancelledAt: sql`now()` });
      return;
    }
    const queued = await markValid(this.#options.db, this.#options.config, row, {
      longId: document.longId ?? '',
      portalBaseUrl: connection.portalBaseUrl,
    });
    if (queued) this.#options.onMailQueued();
  }
}
