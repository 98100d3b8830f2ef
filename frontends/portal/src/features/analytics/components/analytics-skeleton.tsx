import { cn } from '@terrabridge/ui';
import { Skeleton } from '@terrabridge/ui/parts';

/** A chart card's outline while its figures load. */
export function ChartSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div
      className={cn(
        'grid gap-4 rounded-xl border border-line bg-surface-raised p-5',
        wide && 'xl:col-span-2',
      )}
    >
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-56 rounded-lg" />
    </div>
  );
}

/** The Analytics tab before its code and texts arrive: one loading region, cards in place. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 xl:grid-cols-2">
      <span className="sr-only">{label}</span>
      <ChartSkeleton />
      <ChartSkeleton />
      <ChartSkeleton wide />
    </div>
  );
}
