import { cn } from './cn';

/**
 * Each element a post body may contain, styled from its wrapper: the body arrives as HTML the
 * API rendered from CommonMark and sanitised (backend platform/markdown), with its headings
 * already under the page's h1 (h2 and down).
 */
const BODY_STYLES = [
  'text-lg leading-8 text-fg-muted [&>*:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-fg sm:[&_h2]:text-3xl',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:tracking-tight [&_h3]:text-fg sm:[&_h3]:text-2xl',
  '[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-fg',
  '[&_h5]:mt-6 [&_h5]:text-base [&_h5]:font-semibold [&_h5]:text-fg',
  '[&_h6]:mt-6 [&_h6]:text-base [&_h6]:font-semibold [&_h6]:text-fg',
  '[&>p]:mt-6 [&_strong]:font-semibold [&_strong]:text-fg',
  '[&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-primary',
  '[&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-primary',
  '[&_li]:pl-1 [&_li>p]:mt-0',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-fg',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-line [&_pre]:bg-surface-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-10 [&_hr]:border-line',
].join(' ');

/**
 * A post body as its page shows it. `html` is the API's sanitised rendering (never the raw
 * source): the same string on the server and in the browser, so hydration matches.
 * `className` is added to the element whose children are the body's blocks.
 */
export function BlogBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(BODY_STYLES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
