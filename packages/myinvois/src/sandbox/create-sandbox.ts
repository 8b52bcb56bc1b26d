import { randomBytes } from 'node:crypto';
import { CANCEL_WINDOW_MS, cancelDocumentRequestSchema } from '../calls/cancel-document';
import { acceptSubmission } from './accept-submission';
import { detailsOf, extendedOf, submissionOf } from './document-views';
import { createRegister } from './sandbox-register';
import type { SandboxDocument, SandboxRegister } from './sandbox-register';
import { failure, json } from './sandbox-response';
import type { SandboxRequest, SandboxResponse } from './sandbox-response';
import { searchRegister } from './search-register';
import { renderSharePage } from './share-page';
import { validateSubmitted } from './validate-submitted';

export interface SandboxClient {
  secret: string;
  /** The taxpayer this ERP system is registered for. */
  tin: string;
}

export interface SandboxOptions {
  /** Client IDs and what each may do. */
  clients: Record<string, SandboxClient>;
  now?: () => Date;
  /** `immediate` validates right after answering 202; `manual` waits for `validatePending()`. */
  validation?: 'immediate' | 'manual';
  /** How long after the 202 an `immediate` validation runs (LHDN takes seconds); 0 by default. */
  validationDelayMs?: number;
  tokenLifetimeSeconds?: number;
  /** The documents and submissions to start from (`registerFromJson`); empty by default. */
  register?: SandboxRegister;
  /** Called after every change to the documents or submissions, e.g. to save the register. */
  onChange?: (register: SandboxRegister) => void;
}

/**
 * `unavailable` answers 503 to everything; `reset` drops connections (see createNodeHandler);
 * `lost-reply` takes a submission in and then drops the connection, so its answer is lost.
 */
export type SandboxDown = false | 'unavailable' | 'reset' | 'lost-reply';

export interface Sandbox {
  handle(request: SandboxRequest): SandboxResponse | 'reset';
  /** Runs the validation of every document still Submitted. */
  validatePending(): void;
  /** Resolves once validations scheduled so far have run. */
  settled(): Promise<void>;
  setDown(state: SandboxDown): void;
  documents(): SandboxDocument[];
}

const ROUTES = {
  token: /^connect\/token$/,
  submissions: /^api\/v1\.0\/documentsubmissions\/?$/,
  submission: /^api\/v1\.0\/documentsubmissions\/([A-Z0-9]+)$/,
  document: /^api\/v1\.0\/documents\/([A-Z0-9]+)\/(raw|details)$/,
  search: /^api\/v1\.0\/documents\/search\/?$/,
  state: /^api\/v1\.0\/documents\/state\/([A-Z0-9]+)\/state$/,
  share: /^([A-Z0-9]{26})\/share\/([A-Z0-9]+)$/,
};

export const createSandbox = (options: SandboxOptions): Sandbox => {
  const register = options.register ?? createRegister();
  const changed = () => options.onChange?.(register);
  const now = options.now ?? (() => new Date());
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  let down: SandboxDown = false;
  let pending: Promise<void> = Promise.resolve();

  const validatePending = () => {
    for (const document of register.documents.values())
      validateSubmitted(register, document, now());
    changed();
  };

  const issueToken = (body: string): SandboxResponse => {
    const form = new URLSearchParams(body);
    const client = options.clients[form.get('client_id') ?? ''];
    if (form.get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type' });
    }
    if (!client || client.secret !== form.get('client_secret')) {
      return json(400, {
        error: 'invalid_client',
        error_description: 'Client ID or secret is wrong.',
      });
    }
    const token = randomBytes(32).toString('base64url');
    register.tokens.set(token, {
      clientId: form.get('client_id') ?? '',
      expiresAt: now().getTime() + lifetime * 1000,
    });
    return json(200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: lifetime,
      scope: 'InvoicingAPI',
    });
  };

  const callerOf = (request: SandboxRequest): string | null => {
    const token = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1] ?? '';
    const entry = register.tokens.get(token);
    return entry && entry.expiresAt > now().getTime() ? entry.clientId : null;
  };

  const ownDocument = (
    clientId: string,
    uuid: string,
  ): { document: SandboxDocument } | { response: SandboxResponse } => {
    const document = register.documents.get(uuid);
    if (!document) return { response: failure(404, 'NotFound', `No document ${uuid}.`) };
    if (document.clientId !== clientId) {
      return {
        response: failure(403, 'Forbidden', 'The document was not issued by this taxpayer.'),
      };
    }
    return { document };
  };

  const cancel = (clientId: string, uuid: string, body: string): SandboxResponse => {
    const found = ownDocument(clientId, uuid);
    if ('response' in found) return found.response;
    const { document } = found;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      // answered below as a bad argument
    }
    const request = cancelDocumentRequestSchema.safeParse(parsed);
    if (!request.success) {
      return failure(
        400,
        'BadArgument',
        'Give status "cancelled" and a reason of at most 300 characters.',
      );
    }
    if (document.status !== 'Valid') {
      return failure(
        400,
        'IncorrectState',
        `A document in state ${document.status} cannot be cancelled.`,
      );
    }
    if (now().getTime() - (document.validatedAt?.getTime() ?? 0) > CANCEL_WINDOW_MS) {
      return failure(
        400,
        'OperationPeriodOver',
        'The 72 hours to cancel this document have passed.',
      );
    }
    const referencing = [...register.documents.values()].some(
      (other) => other.status === 'Valid' && other.references.includes(document.uuid),
    );
    if (referencing) {
      return failure(
        400,
        'ActiveReferencingDocuments',
        'Cancel the notes that refer to this document first.',
      );
    }
    document.status = 'Cancelled';
    document.cancelledAt = now();
    document.statusReason = request.data.reason;
    return json(200, { uuid: document.uuid, status: 'Cancelled' });
  };

  const api = (request: SandboxRequest, clientId: string): SandboxResponse => {
    const { method, path } = request;
    let match: RegExpExecArray | null;
    if (method === 'POST' && ROUTES.submissions.test(path)) {
      const client = options.clients[clientId];
      const { response, accepted } = acceptSubmission({
        register,
        clientId,
        clientTin: client?.tin ?? '',
        now: now(),
        body: request.body ?? '',
      });
      if (accepted.length > 0 && options.validation !== 'manual') {
        const delay = options.validationDelayMs ?? 0;
        // Unref'd: a pending validation does not keep a stopping server alive.
        pending = pending.then(
          () =>
            new Promise<void>((resolve) => {
              setTimeout(() => resolve(validatePending()), delay).unref();
            }),
        );
      }
      return response;
    }
    if (method === 'GET' && (match = ROUTES.submission.exec(path))) {
      const submission = register.submissions.get(match[1] ?? '');
      if (!submission || submission.clientId !== clientId)
        return failure(404, 'NotFound', 'No such submission.');
      const pageNo = Math.max(1, Number(request.query?.get('pageNo') ?? 1) || 1);
      const pageSize = Math.min(
        100,
        Math.max(1, Number(request.query?.get('pageSize') ?? 100) || 100),
      );
      const documents = submission.documentUuids.flatMap(
        (uuid) => register.documents.get(uuid) ?? [],
      );
      return json(200, submissionOf(submission, documents, { pageNo, pageSize }));
    }
    if (method === 'GET' && (match = ROUTES.document.exec(path))) {
      const found = ownDocument(clientId, match[1] ?? '');
      if ('response' in found) return found.response;
      return json(200, match[2] === 'raw' ? extendedOf(found.document) : detailsOf(found.document));
    }
    if (method === 'GET' && ROUTES.search.test(path)) {
      return searchRegister(
        register.documents.values(),
        clientId,
        request.query ?? new URLSearchParams(),
      );
    }
    if (method === 'PUT' && (match = ROUTES.state.exec(path))) {
      return cancel(clientId, match[1] ?? '', request.body ?? '');
    }
    return failure(404, 'NotFound', `No ${method} ${path}.`);
  };

  const handle = (request: SandboxRequest): SandboxResponse | 'reset' => {
    if (down === 'reset') return 'reset';
    if (down === 'unavailable')
      return failure(503, 'ServiceUnavailable', 'MyInvois is unavailable.');
    if (request.method === 'POST' && ROUTES.token.test(request.path))
      return issueToken(request.body ?? '');
    const share = ROUTES.share.exec(request.path);
    if (request.method === 'GET' && share) {
      const document = register.documents.get(share[1] ?? '');
      if (!document || !document.longId || document.longId !== share[2]) {
        return {
          status: 404,
          contentType: 'text/plain; charset=utf-8',
          body: 'Not found',
          headers: {},
        };
      }
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: renderSharePage(document),
        headers: {},
      };
    }
    const clientId = callerOf(request);
    if (!clientId) return failure(401, 'Unauthorized', 'A valid access token is needed.');
    const answer = api(request, clientId);
    if (request.method !== 'GET') changed();
    if (down === 'lost-reply' && request.method === 'POST' && ROUTES.submissions.test(request.path))
      return 'reset';
    return answer;
  };

  return {
    handle,
    validatePending,
    settled: () => pending,
    setDown: (state) => {
      down = state;
    },
    documents: () => [...register.documents.values()],
  };
};
