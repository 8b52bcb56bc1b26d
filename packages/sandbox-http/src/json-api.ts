import type { FrameRequest } from './create-node-handler';

/** What a JSON API sandbox (MyInvois, EasyParcel) reads of a request. */
export interface ApiRequest {
  method: string;
  /** Below the mount point, without a leading slash. */
  path: string;
  query: URLSearchParams;
  authorization?: string;
  contentType?: string;
  body: string;
}

export const apiRequestOf = (request: FrameRequest): ApiRequest => ({
  method: request.method,
  path: request.path,
  query: request.query,
  ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
  ...(request.headers['content-type'] ? { contentType: request.headers['content-type'] } : {}),
  body: request.body,
});

export interface JsonAnswer {
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export const jsonAnswer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): JsonAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
  headers,
});
