import { SEARCH_MAX_DAYS, SEARCH_MAX_PAGE_SIZE } from '../calls/search-documents';
import { searchedOf } from './document-views';
import type { SandboxDocument } from './sandbox-register';
import { failure, json } from './sandbox-response';
import type { SandboxResponse } from './sandbox-response';

const DAY_MS = 86_400_000;

type Range = { from: Date; to: Date } | null;

/** A date pair of the query: absent, a range, or why it is refused. */
const rangeOf = (query: URLSearchParams, name: string): Range | string => {
  const from = query.get(`${name}DateFrom`);
  const to = query.get(`${name}DateTo`);
  if (!from && !to) return null;
  const start = new Date(from ?? '');
  const end = new Date(to ?? '');
  if (!from || !to || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return `Give both ${name}DateFrom and ${name}DateTo as UTC date-times.`;
  }
  if (start.getTime() >= end.getTime()) return `${name}DateFrom must be before ${name}DateTo.`;
  if (end.getTime() - start.getTime() > SEARCH_MAX_DAYS * DAY_MS) {
    return `The ${name} dates may be at most ${SEARCH_MAX_DAYS} days apart.`;
  }
  return { from: start, to: end };
};

const within = (at: Date, range: Range) =>
  !range || (at.getTime() >= range.from.getTime() && at.getTime() <= range.to.getTime());

/**
 * Search Documents over the documents a client issued, as LHDN answers its issuer: any status,
 * newest submission first, a page at a time. The sandbox's clients receive no documents.
 */
export const searchRegister = (
  documents: Iterable<SandboxDocument>,
  clientId: string,
  query: URLSearchParams,
): SandboxResponse => {
  const submitted = rangeOf(query, 'submission');
  const issued = rangeOf(query, 'issue');
  if (typeof submitted === 'string') return failure(400, 'BadArgument', submitted);
  if (typeof issued === 'string') return failure(400, 'BadArgument', issued);
  if (!submitted && !issued) {
    return failure(400, 'BadArgument', 'Give the submission dates or the issue dates.');
  }
  const pageSize = Number(query.get('pageSize') ?? SEARCH_MAX_PAGE_SIZE);
  const pageNo = Number(query.get('pageNo') ?? 1);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SEARCH_MAX_PAGE_SIZE) {
    return failure(400, 'BadArgument', `pageSize must be from 1 to ${SEARCH_MAX_PAGE_SIZE}.`);
  }
  if (!Number.isInteger(pageNo) || pageNo < 1) {
    return failure(400, 'BadArgument', 'pageNo must be 1 or more.');
  }
  const text = (query.get('searchQuery') ?? '').toLowerCase();
  const direction = query.get('invoiceDirection');
  const found = [...documents]
    .filter(
      (document) =>
        document.clientId === clientId &&
        direction !== 'Received' &&
        within(document.receivedAt, submitted) &&
        within(new Date(document.issuedAt), issued) &&
        (!query.get('uuid') || document.uuid === query.get('uuid')) &&
        (!query.get('status') || document.status === query.get('status')) &&
        (!query.get('documentType') || document.typeCode === query.get('documentType')) &&
        (!text ||
          [document.uuid, document.issuerTin, document.issuerName, document.codeNumber]
            .concat(document.receiverName ?? [])
            .some((field) => field.toLowerCase().includes(text))),
    )
    .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime() || b.sequence - a.sequence);
  return json(200, {
    result: found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(searchedOf),
    metadata: { totalPages: Math.ceil(found.length / pageSize), totalCount: found.length },
  });
};
