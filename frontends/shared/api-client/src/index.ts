export {
  apiRequest,
  apiJson,
  throwIfResNotOk,
  errorMessages,
  isNotFound,
  isSessionRequired,
  onSessionRequired,
  SESSION_REQUIRED,
  ApiError,
} from './request';
export type { HttpMethod } from './request';
export {
  getQueryFn,
  queryClient,
  createQueryClient,
  queryKeyToUrl,
  foundNothing,
  keepNotFoundAnswers,
} from './query';
export type { UnauthorizedBehavior } from './query';
export {
  useSiteConfig,
  readInlinedSiteConfig,
  SITE_CONFIG_PATH,
  SITE_CONFIG_ELEMENT_ID,
} from './site-config';
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
  SiteConfig,
  Office,
  PublicProject,
  ProjectResult,
  Testimonial,
  BlogPost,
  BlogPostDetail,
  BlogAuthor,
  ContactRequest,
  ContactResponse,
  ContactEmailStatus,
} from './api-types';
