import type { Language } from '@terrabridge/i18n';
import { useNow } from '../hooks/use-now';
import { formatPostDate, relativeTime } from '../utils/blog-dates';

/**
 * The time since `value` ('5 months ago'). The server and the first browser render show the date
 * itself; the relative wording replaces it once mounted, so hydration always matches.
 */
export function RelativeTime({
  value,
  language,
  className,
}: {
  value: string;
  language: Language;
  className?: string;
}) {
  const now = useNow();
  const date = formatPostDate(value, language);
  return (
    <time dateTime={value} title={date} className={className}>
      {now ? relativeTime(new Date(value), now, language) : date}
    </time>
  );
}
