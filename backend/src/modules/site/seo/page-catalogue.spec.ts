import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PAGE_CATALOGUE, cataloguePage } from './page-catalogue';

/** The paths of the shell's route table: the pages the browser renders for a path. */
function shellRoutes(): string[] {
  const table = readFileSync(
    join(__dirname, '../../../../../frontends/shell/src/app/route-table.ts'),
    'utf8',
  );
  return [...table.matchAll(/\{ path: '([^']+)', remote: '/g)].map((match) => match[1]);
}

describe('page catalogue', () => {
  // The server answers a path outside the catalogue (and besides projects and posts) with 404:
  // a page the shell renders must be listed, and a listed path the shell does not render would
  // answer 200 with the not-found page.
  it('lists exactly the fixed routes of the shell', () => {
    const fixed = shellRoutes().filter((path) => !path.includes(':'));
    expect(fixed.length).toBeGreaterThan(10);
    expect(PAGE_CATALOGUE.map((page) => page.path).sort()).toEqual([...fixed].sort());
  });

  it('keeps the payment pages out of search engines', () => {
    for (const path of [
      '/checkout',
      '/payment-success',
      '/test-payment',
      '/test-paypal',
      '/paypal-test',
    ]) {
      expect(cataloguePage(path)?.indexed).toBe(false);
    }
  });
});
