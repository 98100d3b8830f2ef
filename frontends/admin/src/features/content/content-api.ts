import { queryClient, throwIfResNotOk, type components } from '@terrabridge/api-client';

export type AdminBlogPost = components['schemas']['AdminBlogPostDto'];
export type BlogImage = components['schemas']['BlogImageDto'];
export type Service = components['schemas']['ServiceDto'];
export type BlogPostStatus = AdminBlogPost['status'];

export const BLOG_POSTS_PATH = '/api/admin/blog-posts';
export const SERVICES_PATH = '/api/admin/services';

/** The admin's language for the server's messages (`lang` is read by every endpoint). */
export function withLang(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language.startsWith('es') ? 'es' : 'en'}`;
}

/** Uploads a featured image (checked by the server: an image, at most 10 MB). */
export async function uploadBlogImage(file: File, language: string): Promise<BlogImage> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(withLang(`${BLOG_POSTS_PATH}/images`, language), {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return (await res.json()) as BlogImage;
}

/**
 * After a change: the admin list, and the public pages this app may have read (their query keys
 * are their API paths), so the site shows the change without a reload.
 */
export function refreshContent(listPath: string, publicPath: '/api/blog' | '/api/services') {
  void queryClient.invalidateQueries({ queryKey: [listPath] });
  void queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(publicPath),
  });
}
