import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { Milestone } from '../project-api';
import { asLanguage, formatDate, localized } from '../project-format';

const TONES: Record<Milestone['status'], BadgeTone> = {
  pending: 'neutral',
  in_progress: 'primary',
  completed: 'success',
};

const DOTS: Record<Milestone['status'], string> = {
  pending: 'bg-surface ring-line-strong',
  in_progress: 'bg-primary ring-primary/30',
  completed: 'bg-success ring-success/30',
};

/** The plan: milestones in their sort order, overdue ones marked. */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  if (milestones.length === 0) {
    return <p className="text-sm text-fg-muted">{t('project.noMilestones')}</p>;
  }
  const ordered = [...milestones].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <ol className="relative ms-2 border-s border-line">
      {ordered.map((milestone) => {
        const description = milestone.description
          ? localized(language, milestone.description, milestone.descriptionEs)
          : null;
        return (
          <li key={milestone.id} className="relative ps-6 pb-6 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -start-[7px] top-1.5 size-3.5 rounded-full ring-4 ${DOTS[milestone.status]}`}
            />
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-sm font-semibold text-fg">
                {localized(language, milestone.title, milestone.titleEs)}
              </h3>
              <Badge tone={TONES[milestone.status]}>
                {t(`project.milestoneStatus.${milestone.status}`)}
              </Badge>
              {milestone.overdue ? <Badge tone="danger">{t('project.overdue')}</Badge> : null}
            </div>
            {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
            <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-fg-muted">
              {milestone.dueDate ? (
                <span>{t('project.due', { date: formatDate(milestone.dueDate, language) })}</span>
              ) : null}
              {milestone.completedAt ? (
                <span>
                  {t('project.completedOn', { date: formatDate(milestone.completedAt, language) })}
                </span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
