import { PageSpinner } from '@terrabridge/ui';
import { Suspense, lazy } from 'react';

// The generator's code comes with its sub-tab, never with the dashboard's first load.
const GeneratorPanel = lazy(() => import('../generator/generator-panel'));

/** The AI generator's sub-tab; `onSaved` follows a saved post to the library (the spec's flow). */
export function GeneratorTab({ onSaved }: { onSaved: () => void }) {
  return (
    <Suspense fallback={<PageSpinner compact />}>
      <GeneratorPanel onSaved={onSaved} />
    </Suspense>
  );
}
