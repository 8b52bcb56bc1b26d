import { jsonAnswer } from '@nyiur/sandbox-http';
import type { JsonAnswer } from '@nyiur/sandbox-http';
import type { MyInvoisError } from '../calls/error-response';

export interface SandboxRequest {
  method: string;
  /** Below the mount point, without a leading slash, e.g. `api/v1.0/documentsubmissions`. */
  path: string;
  query?: URLSearchParams;
  authorization?: string;
  contentType?: string;
  body?: string;
}

export type SandboxResponse = JsonAnswer;

export const json = jsonAnswer;

export const failure = (
  status: number,
  errorCode: string,
  message: string,
  extra: Partial<MyInvoisError> = {},
  headers: Record<string, string> = {},
): SandboxResponse =>
  json(
    status,
    { error: { propertyName: null, propertyPath: null, errorCode, error: message, ...extra } },
    headers,
  );
