/** The API path of the blog; also the TanStack Query key (['/api/blog'], ['/api/blog', slug]). */
export const BLOG_PATH = '/api/blog';

/** Slugs as the API accepts them (lowercase words joined by hyphens); others are not asked for. */
export function isBlogSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
