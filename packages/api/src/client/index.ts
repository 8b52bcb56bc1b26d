export type { ApiClient, ApiClientOptions, ApiResult, CallOptions } from './create-api-client';
export { createApiClient } from './create-api-client';
export { callLoaders } from './call-loaders';
export type { ApiErrorInit } from './api-error';
export { ApiError, INVALID_RESPONSE, NETWORK_ERROR, isApiError } from './api-error';
export type { Session } from './session';
export { createMemorySession } from './session';
