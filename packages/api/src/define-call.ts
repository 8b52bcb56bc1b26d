import type { AdminPermission } from '@nyiur/domain';
import type { z } from 'zod';

/** How a call's request body travels. */
export type Encoding = 'json' | 'form' | 'multipart';

/**
 * Who may make a call: anyone, a signed-in user, either (the answer differs), or back-office
 * staff with the session stage and permission the call names in `admin`.
 */
export type Access = 'public' | 'user' | 'optional' | 'admin';

/**
 * How far a back-office session must have come: nowhere (sign-in, set-up), past the password
 * (the second factor), into enrolment (first TOTP set-up), or all the way.
 */
export type AdminStage = 'none' | 'password' | 'enrol' | 'full';

export interface AdminRequirement {
  readonly stage: AdminStage;
  /** Checked against the role's permissions on the server (packages/domain). */
  readonly permission?: AdminPermission;
  /** Wants the password or a code proven within the last five minutes. */
  readonly reauth?: boolean;
}

/** One call of the contract: where it goes and the shapes it exchanges. */
export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Meta extends z.ZodType = z.ZodType,
> {
  /** Path below the API base (`/api`), e.g. `/users/add-to-cart`. */
  readonly path: `/${string}`;
  /** GET only for a read with no input that browsers and CDNs may cache. */
  readonly method: 'POST' | 'GET';
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
  /** Back-office calls only. */
  readonly admin?: AdminRequirement;
}

/** Keeps a call's exact schema types while checking its shape. */
export const defineCall = <Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
  call: ApiCall<Req, Res, Meta>,
): ApiCall<Req, Res, Meta> => call;
