import { PageSpinner } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';

// The generator's code comes with its sub-tab, never with the dashboard's first load.
const GeneratorPanel = lazy(() => import('../generator/generator-panel'));

/** The AI generator's sub-tab; `onSaved` follows a saved post to the library (the spec's flow). */
export function GeneratorTab({
  onSaved,
  onShowSaved,
}: {
  onSaved: () => void;
  onShowSaved: () => void;
}) {
  return (
    <Suspense fallback={<PageSpinner compact />}>
      <GeneratorPanel onSaved={onSaved} onShowSaved={onShowSaved} />
    </Suspense>
  );
}

// Like the generator, saved recommendations come with their sub-tab (they reuse its store).
const SavedRecommendationsTab = lazy(() => import('./saved-recommendations-tab'));

/** The saved recommendation sets' sub-tab; `onReused` shows the generator they filled. */
export function SavedTab({ onReused }: { onReused: () => void }) {
  return (
    <Suspense fallback={<PageSpinner compact />}>
      <SavedRecommendationsTab onReused={onReused} />
    </Suspense>
  );
}
