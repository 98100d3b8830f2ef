import { useEffect } from 'react';

export const SITE_NAME = 'TerraBridge Digital';

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined, withSiteName = true): void {
  useEffect(() => {
    if (!title) return;
    document.title = withSiteName ? `${title} | ${SITE_NAME}` : title;
  }, [title, withSiteName]);
}
