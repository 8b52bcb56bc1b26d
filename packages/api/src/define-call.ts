import type { z } from 'zod';

/** How a call's request body travels. */
export type Encoding = 'json' | 'form' | 'multipart';

/** Who may make a call: anyone, a signed-in user, or either (the answer differs). */
export type Access = 'public' | 'user' | 'optional';

/** One call of the contract: where it goes and the shapes it exchanges. */
export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Meta extends z.ZodType = z.ZodType,
> {
  /** Path below the API base (`/api`), e.g. `/users/add-to-cart`. */
  readonly path: `/${string}`;
  readonly method: 'POST';
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly encoding: Encoding;
  /** Extra request headers the call always sends. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly request: Req;
  /** The schema of `data` in a successful answer. */
  readonly response: Res;
  /** The schema of `meta` in a successful answer. */
  readonly meta: Meta;
}

/** Keeps a call's exact schema types while checking its shape. */
export const defineCall = <Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
  call: ApiCall<Req, Res, Meta>,
): ApiCall<Req, Res, Meta> => call;
