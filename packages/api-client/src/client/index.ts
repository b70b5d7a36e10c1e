export { createApiClient, type ApiClient, type ApiClientConfig, type RequestOptions } from './create-client.ts';
export { ApiError, isApiError } from './api-error.ts';
