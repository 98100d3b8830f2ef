import { useSiteConfig } from '@terrabridge/api-client';
import { ExternalLink, SITE_NAME } from '@terrabridge/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** `{email}`, `{name}`, `**strong**` or `[label](href)`. */
const TOKEN = /\{email\}|\{name\}|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export const inlineLinkClass =
  'font-medium text-link underline decoration-link/40 underline-offset-4 transition-colors hover:decoration-link focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return href.startsWith('#') ? (
      <a href={href} className={inlineLinkClass}>
        {children}
      </a>
    ) : (
      <Link to={href} className={inlineLinkClass}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} className={inlineLinkClass}>
      {children}
    </ExternalLink>
  );
}

/**
 * A translated text with its inline markup rendered: the contact email (a mailto link) and the
 * brand name come from the site configuration, never from the text itself.
 */
export function RichText({ text }: { text: string }) {
  const site = useSiteConfig();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [token, strong, label, href] = match;
    const key = `${index}`;
    if (token === '{email}') {
      parts.push(
        site ? (
          <a key={key} href={`mailto:${site.email}`} className={inlineLinkClass}>
            {site.email}
          </a>
        ) : null,
      );
    } else if (token === '{name}') {
      parts.push(site?.name ?? SITE_NAME);
    } else if (strong !== undefined) {
      parts.push(
        <strong key={key} className="font-semibold text-fg">
          {strong}
        </strong>,
      );
    } else {
      parts.push(
        <InlineLink key={key} href={href}>
          {label}
        </InlineLink>,
      );
    }
    last = index + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
