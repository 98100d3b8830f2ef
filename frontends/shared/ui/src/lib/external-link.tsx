import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { resolveLink } from './resolve-link';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Adds a visually hidden "(opens in a new tab)" when the link opens a new tab. */
  announceNewTab?: boolean;
}

/** An anchor that applies resolveLink: https + new tab + noopener for other hosts. */
export function ExternalLink({
  href,
  children,
  announceNewTab = true,
  ...props
}: ExternalLinkProps) {
  const { t } = useTranslation('common');
  const link = resolveLink(href);
  return (
    <a {...props} href={link.href} target={link.target} rel={link.rel}>
      {children}
      {link.external && announceNewTab ? (
        <span className="sr-only"> {t('nav.opensInNewTab')}</span>
      ) : null}
    </a>
  );
}
