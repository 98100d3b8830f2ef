import type { components, paths } from './schema';

type Schemas = components['schemas'];
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

export type UserDto = Schemas['UserDto'];
export type MessageDto = Schemas['MessageDto'];
export type ExistsDto = Schemas['ExistsDto'];

export type LoginRequest = JsonBody<paths['/api/login']['post']>;
export type RegisterRequest = JsonBody<paths['/api/register']['post']>;
export type ForgotPasswordRequest = JsonBody<paths['/api/forgot-password']['post']>;
export type ResetPasswordRequest = JsonBody<paths['/api/reset-password']['post']>;
export type VerifyEmailRequest = JsonBody<paths['/api/verify-email']['post']>;

export type SiteConfig = Schemas['SiteConfigDto'];
export type Office = Schemas['OfficeDto'];
export type PublicProject = Schemas['PublicProjectDto'];
export type ProjectResult = Schemas['ProjectResultDto'];
export type Testimonial = Schemas['TestimonialDto'];
export type BlogPost = Schemas['BlogPostDto'];
export type BlogPostDetail = Schemas['BlogPostDetailDto'];
export type BlogAuthor = Schemas['BlogAuthorDto'];

export type ContactRequest = JsonBody<paths['/api/contact']['post']>;
export type ContactResponse = Schemas['ContactResponseDto'];
export type ContactEmailStatus = Schemas['ContactEmailStatusDto'];
