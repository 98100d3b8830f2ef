export { apiRequest, apiJson, throwIfResNotOk, errorMessages, ApiError } from './request';
export type { HttpMethod } from './request';
export { getQueryFn, queryClient, createQueryClient, queryKeyToUrl } from './query';
export type { UnauthorizedBehavior } from './query';
export type { paths, components } from './schema';
export type {
  UserDto,
  LoginRequest,
  RegisterRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
  MessageDto,
  ExistsDto,
} from './api-types';
