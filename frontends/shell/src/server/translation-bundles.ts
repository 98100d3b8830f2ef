import { i18n, isFetchedOnDemand, isReportingForPart } from '@terrabridge/i18n';
import type { ReportNamespaces } from 'react-i18next-package';

/** The instance as react-i18next extends it. */
const instance: { reportNamespaces?: ReportNamespaces; language: string } = i18n;

/**
 * Runs one render (renders never overlap: see render.tsx) and returns the texts fetched on demand
 * that it showed, by the name of their module ('home.es', a name the lint rule
 * terrabridge/translation-bundle-name enforces), for the page to have them fetched
 * with the app. react-i18next reports every namespace a component asks for to
 * `i18n.reportNamespaces`; a collector of this render's stands in for it meanwhile.
 */
export async function collectTranslationBundles<T>(
  render: () => Promise<T>,
): Promise<{ result: T; bundles: string[] }> {
  const used = new Set<string>();
  const previous = instance.reportNamespaces;
  instance.reportNamespaces = {
    // Not the texts of parts that fetch them when they open (TextsFetchedWithPart).
    addUsedNamespaces: (namespaces) => {
      if (!isReportingForPart()) [namespaces].flat().forEach((ns) => used.add(ns));
    },
    getUsedNamespaces: () => [...used],
  };
  try {
    const result = await render();
    const language = instance.language;
    const bundles = [...used]
      .filter((namespace) => isFetchedOnDemand(namespace, language))
      .map((namespace) => `${namespace}.${language}`)
      .sort();
    return { result, bundles };
  } finally {
    instance.reportNamespaces = previous;
  }
}
