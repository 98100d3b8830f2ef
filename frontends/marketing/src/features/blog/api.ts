/** The API path of the blog; also the TanStack Query key (['/api/blog'], ['/api/blog', slug]). */
export const BLOG_PATH = '/api/blog';
