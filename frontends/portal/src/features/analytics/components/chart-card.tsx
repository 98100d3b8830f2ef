import { useTranslation } from '@terrabridge/i18n';
import { Button, cn } from '@terrabridge/ui';
import { type ReactNode, useId, useState } from 'react';
import { DataTable, type DataTableProps } from './data-table';

export interface ChartCardProps {
  title: string;
  description: string;
  /** A headline figure under the description. */
  summary?: ReactNode;
  /** Said instead of a chart when there is nothing to draw. */
  empty?: string | false;
  table: Omit<DataTableProps, 'visible' | 'caption'>;
  /** The chart: drawn for the eyes only, the table beside it carries the figures for everyone. */
  chart: ReactNode;
  /** Pixels; the chart takes the card's width. */
  chartHeight?: number;
  wide?: boolean;
}

/**
 * One figure of the Analytics tab: a heading, a chart and its table. Screen readers always get
 * the table; anyone can swap the chart for it with 'Show as table'.
 */
export function ChartCard({
  title,
  description,
  summary,
  empty,
  table,
  chart,
  chartHeight = 240,
  wide,
}: ChartCardProps) {
  const { t } = useTranslation('analytics');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const drawn = !empty;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5',
        wide && 'xl:col-span-2',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h3 id={headingId} className="text-base font-semibold text-fg">
            {title}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{description}</p>
          {summary ? <p className="mt-2 text-sm font-semibold text-fg">{summary}</p> : null}
        </div>
        {drawn ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {t('showTable')}
          </Button>
        ) : null}
      </div>
      {drawn ? (
        <>
          {asTable ? null : (
            <div aria-hidden="true" className="w-full min-w-0" style={{ height: chartHeight }}>
              {chart}
            </div>
          )}
          <DataTable caption={title} visible={asTable} {...table} />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-line-strong/50 bg-surface-muted px-4 py-8 text-center text-sm text-fg-muted">
          {empty}
        </p>
      )}
    </section>
  );
}
