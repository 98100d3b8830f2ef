import { useTranslation } from '@terrabridge/i18n';
import type { ProjectDuration } from '../utils/project-format';

/** 'N month(s) (D days)' from 30 days on, else 'D days'; 'N/A' without both dates. */
export function useDurationText(): (duration: ProjectDuration | null) => string {
  const { t } = useTranslation('projects');
  return (duration) => {
    if (!duration) return t('detail.notAvailable');
    const days = t('detail.days', { count: duration.days });
    if (duration.months === 0) return days;
    return t('detail.monthsAndDays', {
      months: t('detail.months', { count: duration.months }),
      days,
    });
  };
}
