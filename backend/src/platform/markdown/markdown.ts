import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Post bodies are CommonMark, rendered here once (on the server, cached with the post) so the
 * page's server render and its hydration show the same HTML and no visitor downloads a
 * renderer. Raw HTML in a body is parsed and then passed through an allow-list: whatever is not
 * plain formatting (scripts, styles, event attributes, frames, `javascript:` links) is dropped.
 */
const md = new MarkdownIt('commonmark', { html: true });
// Every link becomes an element, and the allow-list below judges its address: a refused one
// (`javascript:`) then reads as its words, not as `[words](javascript:…)`.
md.validateLink = () => true;

/**
 * Headings sit under the page's one h1 (the post's title) and skip no level: each heading gets
 * its depth in the post's outline plus one, so a post whose top headings are `##` still starts
 * at h2, and a `###` right under a `#` becomes h3.
 */
function outlineHeadings(tokens: { type: string; tag: string }[]): void {
  const open: number[] = [];
  let current = '';
  for (const token of tokens) {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      while (open.length > 0 && open[open.length - 1] >= level) open.pop();
      open.push(level);
      current = `h${Math.min(open.length + 1, 6)}`;
      token.tag = current;
    } else if (token.type === 'heading_close') {
      token.tag = current;
    }
  }
}

md.core.ruler.push('outline_headings', (state) => {
  outlineHeadings(state.tokens);
});

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A heading written in HTML is moved under the title like a `#` one; script and style
  // elements go with their contents.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
    // An image without a text alternative is decorative to screen readers, not a file name. Body
    // images sit below the fold: fetched as the reader comes near them.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { alt: '', ...attribs, loading: 'lazy', decoding: 'async' },
    }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
};

/** A post body (CommonMark) as sanitised HTML. */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  return sanitizeHtml(md.render(source), ALLOWED);
}

/** The words of a post body with its formatting gone: for excerpts, summaries and search. */
export function markdownText(source: string | null | undefined): string {
  if (!source) return '';
  const html = md.render(source).replace(/<\/(p|h\d|li|blockquote|pre)>/g, '$& ');
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ALLOWED.nonTextTags,
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const EXCERPT_LENGTH = 150;

/** The start of a body as plain text, with an ellipsis when the text goes on. */
export function markdownExcerpt(
  source: string | null | undefined,
  length = EXCERPT_LENGTH,
): string {
  const text = markdownText(source);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
