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

export interface SandboxResponse {
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): SandboxResponse => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
  headers,
});

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
