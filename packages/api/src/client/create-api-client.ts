import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { messages } from '@nyiur/domain';
import type { ApiCall } from '../define-call';
import type { Contract } from '../contract';
import { callLoaders } from './call-loaders';
import {
  OK,
  anyEnvelope,
  endsSession,
  reauthRequiredData,
  validationErrorData,
  validationFailure,
  type AnyEnvelope,
} from '../envelope';
import { ApiError, INVALID_RESPONSE, networkError } from './api-error';
import { encodeBody } from './encode-body';
import type { Session } from './session';

/** A successful answer: its parsed data and meta, and the server's message (for success toasts). */
export interface ApiResult<Data, Meta> {
  data: Data;
  meta: Meta;
  message: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type CallMethod<C extends ApiCall> =
  Record<string, never> extends z.input<C['request']>
    ? (
        input?: z.input<C['request']>,
        options?: CallOptions,
      ) => Promise<ApiResult<z.output<C['response']>, z.output<C['meta']>>>
    : (
        input: z.input<C['request']>,
        options?: CallOptions,
      ) => Promise<ApiResult<z.output<C['response']>, z.output<C['meta']>>>;

/** One method per call of a contract, named as in that contract. */
export type ContractClient<C extends Record<string, ApiCall>> = {
  readonly [K in keyof C]: CallMethod<C[K]>;
};

/** One method per call of the shop's contract, named as in `contract`. */
export type ApiClient = ContractClient<Contract>;

export interface ClientOptions {
  /** The API base, e.g. `https://shop.example/api` or `/api` in the browser. */
  baseUrl: string;
  /** Where the bearer token lives; none where a cookie holds the session (the back office). */
  session?: Session;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call gives up; default 30 s. */
  timeout?: number;
  /**
   * What goes out after the request passes its schema: the parsed value (the default), or the
   * input as written, for schemas whose transforms (an empty text to null) refuse their own output
   * when the server parses it again.
   */
  send?: 'parsed' | 'as-written';
}

export interface ApiClientOptions extends ClientOptions {
  session: Session;
}

const noSession: Session = {
  getAccessToken: () => null,
  setAccessToken: () => {},
  clear: () => {},
};

const readEnvelope = async (response: Response): Promise<AnyEnvelope | null> => {
  try {
    const parsed = anyEnvelope.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const fieldErrorsIn = (data: unknown): Record<string, string> => {
  const parsed = validationErrorData.safeParse(data);
  return parsed.success ? parsed.data.errors : {};
};

const reauthAskedIn = (data: unknown): boolean => reauthRequiredData.safeParse(data).success;

/** A GET's input as its query: the values given, as text (`{ locale: 'ms' }` is `?locale=ms`). */
const queryOf = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(input ?? {}).flatMap(([name, value]: [string, unknown]) =>
      value === undefined || value === null ? [] : [[name, String(value)]],
    ),
  );

const createCaller =
  (http: KyInstance, session: Session, send: ClientOptions['send']) =>
  async (
    call: ApiCall,
    input: unknown,
    options: CallOptions = {},
  ): Promise<ApiResult<unknown, unknown>> => {
    const request = call.request.safeParse(input ?? {});
    if (!request.success) {
      const failure = validationFailure(request.error);
      throw new ApiError({
        ...failure,
        status: 0,
        errors: failure.data.errors,
        cause: request.error,
      });
    }

    const payload = send === 'as-written' ? (input ?? {}) : request.data;
    let response: Response;
    try {
      response =
        call.method === 'GET'
          ? await http.get(call.path.slice(1), {
              searchParams: queryOf(request.data),
              headers: call.headers,
              signal: options.signal,
            })
          : await http.post(call.path.slice(1), {
              ...encodeBody(call.encoding, payload),
              headers: call.headers,
              signal: options.signal,
            });
    } catch (error) {
      throw networkError(error);
    }

    const body = await readEnvelope(response);
    if (!body) {
      const sessionEnded = response.status === 401;
      if (sessionEnded) session.clear();
      throw new ApiError({
        code: response.ok ? INVALID_RESPONSE : response.status,
        status: response.status,
        message: sessionEnded ? messages.errors.unauthorized : messages.errors.generic,
        sessionEnded,
      });
    }

    const renewed = body.meta?.access_token;
    if (renewed) session.setAccessToken(renewed);

    if (response.status === 401 || endsSession(body.code, body.message)) {
      session.clear();
      throw new ApiError({
        code: body.code,
        status: response.status,
        message: body.message,
        sessionEnded: true,
      });
    }
    if (body.code !== OK) {
      throw new ApiError({
        code: body.code,
        status: response.status,
        message: body.message,
        errors: fieldErrorsIn(body.data),
        reauthRequired: reauthAskedIn(body.data),
      });
    }

    const data = call.response.safeParse(body.data);
    const meta = call.meta.safeParse(body.meta ?? {});
    if (!data.success || !meta.success) {
      throw new ApiError({
        code: INVALID_RESPONSE,
        status: response.status,
        message: messages.errors.generic,
        cause: data.error ?? meta.error,
      });
    }
    return { data: data.data, meta: meta.data, message: body.message };
  };

/**
 * A typed client of one contract: `loaders` gives each call's definition by name (loaded on its
 * first use or at hand), and every call goes through the one caller below.
 */
export const createContractClient = <C extends Record<string, ApiCall>>(
  loaders: { readonly [K in keyof C]: () => Promise<C[K]> },
  { baseUrl, session = noSession, fetch, timeout = 30_000, send = 'parsed' }: ClientOptions,
): ContractClient<C> => {
  const http = ky.create({
    prefixUrl: baseUrl,
    // The global fetch is looked up at each call, so a fetch installed later (a test's) is used.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeout,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = session.getAccessToken();
          if (token) {
            request.headers.set('access_token', token);
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
    },
  });
  const callApi = createCaller(http, session, send);
  const methods: Record<
    string,
    (input?: unknown, options?: CallOptions) => Promise<ApiResult<unknown, unknown>>
  > = {};
  for (const [name, load] of Object.entries<() => Promise<ApiCall>>(loaders)) {
    methods[name] = async (input, options) => {
      let call: ApiCall;
      try {
        call = await load();
      } catch (error) {
        // The call's code could not be fetched: to the shopper, as a call that found no network.
        throw networkError(error);
      }
      return callApi(call, input, options);
    };
  }
  return methods as unknown as ContractClient<C>;
};

/**
 * The typed client of the shop's contract, with the session rules of spec §4: the stored token
 * goes out as `access_token` and `Authorization: Bearer`; a `meta.access_token` replaces it; 401,
 * 1001, 1002 or "Unauthorized" clears the session and throws; any other code than 200 throws an
 * ApiError.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient =>
  createContractClient<Contract>(callLoaders, options);
