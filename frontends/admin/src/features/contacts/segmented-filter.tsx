import { cn } from '@terrabridge/ui';

export interface SegmentedFilterProps<V extends string> {
  /** The group's accessible name ("Show"). */
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A row of toggle buttons choosing one of a few views of a list (pending / resolved). */
export function SegmentedFilter<V extends string>({
  label,
  value,
  options,
  onChange,
}: SegmentedFilterProps<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex h-11 items-center gap-1 rounded-lg border border-line-strong/60 bg-surface-muted p-1"
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-full cursor-pointer rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              active ? 'bg-surface text-fg shadow-xs' : 'text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
