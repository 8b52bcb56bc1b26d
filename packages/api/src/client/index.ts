export type {
  ApiClient,
  ApiClientOptions,
  ApiResult,
  CallOptions,
  ClientOptions,
  ContractClient,
} from './create-api-client';
export { createApiClient, createContractClient } from './create-api-client';
export { callLoaders } from './call-loaders';
export type { ApiErrorInit } from './api-error';
export { ApiError, INVALID_RESPONSE, NETWORK_ERROR, isApiError } from './api-error';
export type { Session } from './session';
export { createMemorySession } from './session';
