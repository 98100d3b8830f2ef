import type { SiteConfigDto } from '../dto/site-config.dto';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, localizedUrl, type PageMeta } from './page-meta';

/** schema.org Organization with both offices, for the home page. */
export function organizationData(site: SiteConfigDto): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: `${site.url}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    sameAs: [site.social.facebook, site.social.instagram],
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.city,
      addressRegion: office.regionCode,
      postalCode: office.postalCode,
      addressCountry: office.countryCode,
    })),
  };
}

/** schema.org BlogPosting for a post page. */
export function blogPostingData(
  site: SiteConfigDto,
  meta: PageMeta,
  author: { firstName: string | null; lastName: string | null } | null,
): object {
  const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: meta.title.replace(` | ${site.name}`, ''),
    description: meta.description,
    inLanguage: meta.language,
    datePublished: meta.publishedTime,
    url: localizedUrl(site.url, meta.path, meta.language),
    image: absoluteUrl(site.url, meta.image || DEFAULT_SHARE_IMAGE),
    author: authorName
      ? { '@type': 'Person', name: authorName }
      : { '@type': 'Organization', name: site.name },
    publisher: { '@type': 'Organization', name: site.name, logo: `${site.url}/favicon.svg` },
  };
}
