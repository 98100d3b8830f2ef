import { i18n, isFetchedOnDemand } from '@terrabridge/i18n';

/**
 * Runs one render (renders never overlap: see render.tsx) and returns the texts fetched on demand
 * that it showed, by the name of their module ('home.es', a name the lint rule
 * terrabridge/translation-bundle-name enforces), for the page to have them fetched
 * with the app. useTranslation reports every namespace a component asks for to
 * `i18n.reportNamespaces` (except inside parts that fetch their own texts when they open); a
 * collector of this render's stands in for it meanwhile.
 */
export async function collectTranslationBundles<T>(
  render: () => Promise<T>,
): Promise<{ result: T; bundles: string[] }> {
  const used = new Set<string>();
  const previous = i18n.reportNamespaces;
  i18n.reportNamespaces = {
    addUsedNamespaces: (namespaces) => namespaces.forEach((ns) => used.add(ns)),
    getUsedNamespaces: () => [...used],
  };
  try {
    const result = await render();
    const language = i18n.language;
    const bundles = [...used]
      .filter((namespace) => isFetchedOnDemand(namespace, language))
      .map((namespace) => `${namespace}.${language}`)
      .sort();
    return { result, bundles };
  } finally {
    i18n.reportNamespaces = previous;
  }
}
