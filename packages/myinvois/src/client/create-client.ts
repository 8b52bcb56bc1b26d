import type { z } from 'zod';
import { cancelDocumentPath, cancelDocumentResponseSchema } from '../calls/cancel-document';
import type { CancelDocumentResponse } from '../calls/cancel-document';
import {
  getDocumentDetailsPath,
  getDocumentDetailsResponseSchema,
  getDocumentPath,
  getDocumentResponseSchema,
} from '../calls/get-document';
import type { GetDocumentDetailsResponse, GetDocumentResponse } from '../calls/get-document';
import { getSubmissionPath, getSubmissionResponseSchema } from '../calls/get-submission';
import type { GetSubmissionResponse } from '../calls/get-submission';
import { LOGIN_PATH, loginResponseSchema } from '../calls/login';
import { searchDocumentsPath, searchDocumentsResponseSchema } from '../calls/search-documents';
import type { SearchDocumentsQuery, SearchDocumentsResponse } from '../calls/search-documents';
import { SUBMIT_DOCUMENTS_PATH, submitDocumentsResponseSchema } from '../calls/submit-documents';
import type { SubmitDocumentsResponse } from '../calls/submit-documents';
import type { SubmissionDocument } from '../document/encode-document';
import { callApi } from './call-api';
import type { CallResult } from './call-failure';

export interface MyInvoisClientOptions {
  /** e.g. https://preprod-api.myinvois.hasil.gov.my, or the sandbox's mount URL. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; for the token's lifetime. */
  now?: () => number;
  timeoutMs?: number;
}

export interface MyInvoisClient {
  /** A cached access token, renewed a minute before it expires. */
  getToken(): Promise<CallResult<string>>;
  submitDocuments(
    documents: readonly SubmissionDocument[],
  ): Promise<CallResult<SubmitDocumentsResponse>>;
  getSubmission(
    submissionUid: string,
    page?: { pageNo?: number; pageSize?: number },
  ): Promise<CallResult<GetSubmissionResponse>>;
  getDocument(uuid: string): Promise<CallResult<GetDocumentResponse>>;
  getDocumentDetails(uuid: string): Promise<CallResult<GetDocumentDetailsResponse>>;
  cancelDocument(uuid: string, reason: string): Promise<CallResult<CancelDocumentResponse>>;
  /** Search Documents: LHDN throttles it (one call in 5 seconds); for finding, not reconciling. */
  searchDocuments(query: SearchDocumentsQuery): Promise<CallResult<SearchDocumentsResponse>>;
}

const RENEW_BEFORE_MS = 60_000;

/** The MyInvois API as a taxpayer system uses it; no call throws. */
export const createMyInvoisClient = (options: MyInvoisClientOptions): MyInvoisClient => {
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let token: { value: string; expiresAt: number } | null = null;

  const getToken = async (): Promise<CallResult<string>> => {
    if (token && token.expiresAt - RENEW_BEFORE_MS > now()) return { ok: true, value: token.value };
    const result = await callApi(
      {
        fetch: doFetch,
        timeoutMs,
        method: 'POST',
        url: `${base}${LOGIN_PATH}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          grant_type: 'client_credentials',
          scope: 'InvoicingAPI',
        }).toString(),
      },
      loginResponseSchema,
    );
    if (!result.ok) {
      const { failure } = result;
      // The identity service answers bad credentials with 400 and an OAuth error body.
      if (failure.kind === 'rejected' && failure.status === 400) {
        return {
          ok: false,
          failure: {
            kind: 'unauthorized',
            status: 400,
            message: 'The client ID or secret was refused.',
          },
        };
      }
      return result;
    }
    token = { value: result.value.access_token, expiresAt: now() + result.value.expires_in * 1000 };
    return { ok: true, value: token.value };
  };

  const authorised = async <T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<CallResult<z.output<T>>> => {
    for (let attempt = 0; ; attempt += 1) {
      const access = await getToken();
      if (!access.ok) return access;
      const result = await callApi(
        {
          fetch: doFetch,
          timeoutMs,
          method,
          url: `${base}${path}`,
          headers: {
            authorization: `Bearer ${access.value}`,
            accept: 'application/json',
            'accept-language': 'en',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        schema,
      );
      // A token the service no longer honours is dropped and asked for once more.
      if (!result.ok && result.failure.kind === 'unauthorized' && attempt === 0) {
        token = null;
        continue;
      }
      return result;
    }
  };

  return {
    getToken,
    submitDocuments: (documents) =>
      authorised('POST', SUBMIT_DOCUMENTS_PATH, submitDocumentsResponseSchema, { documents }),
    getSubmission: (submissionUid, page) =>
      authorised('GET', getSubmissionPath(submissionUid, page), getSubmissionResponseSchema),
    getDocument: (uuid) => authorised('GET', getDocumentPath(uuid), getDocumentResponseSchema),
    getDocumentDetails: (uuid) =>
      authorised('GET', getDocumentDetailsPath(uuid), getDocumentDetailsResponseSchema),
    cancelDocument: (uuid, reason) =>
      authorised('PUT', cancelDocumentPath(uuid), cancelDocumentResponseSchema, {
        status: 'cancelled',
        reason,
      }),
    searchDocuments: (query) =>
      authorised('GET', searchDocumentsPath(query), searchDocumentsResponseSchema),
  };
};
