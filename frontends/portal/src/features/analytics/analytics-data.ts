import type { Language } from '../projects/project-format';
import type {
  BillingFigures,
  ProjectActivity,
  ProjectFigures,
  SocialFigures,
  SocialPlatform,
} from './analytics-api';

export type MilestoneOutcome = 'onTime' | 'late' | 'overdueOpen';
export const MILESTONE_OUTCOMES: readonly MilestoneOutcome[] = ['onTime', 'late', 'overdueOpen'];

export function milestoneRows(milestones: ProjectFigures['milestones']) {
  return MILESTONE_OUTCOMES.map((outcome) => ({ outcome, count: milestones[outcome] }));
}

export const hasProjects = (figures: ProjectFigures) =>
  figures.byGroup.some((row) => row.projects > 0);

export const hasMilestones = (figures: ProjectFigures) =>
  MILESTONE_OUTCOMES.some((outcome) => figures.milestones[outcome] > 0);

/** The projects waiting longest for news first, those without any update last. */
export function byLongestWait(projects: readonly ProjectActivity[]): ProjectActivity[] {
  return [...projects].sort((a, b) => (b.daysSinceUpdate ?? -1) - (a.daysSinceUpdate ?? -1));
}

/** The platforms in the order the API lists them (each month lists every one). */
export const platformsOf = (figures: SocialFigures): SocialPlatform[] =>
  figures.months[0]?.platforms.map((row) => row.platform) ?? [];

export type SocialRow = { month: string; total: number } & Record<SocialPlatform, number>;

/** One row per month with a column per platform, as a stacked chart and a table read it. */
export function socialRows(figures: SocialFigures): SocialRow[] {
  return figures.months.map(({ month, platforms }) => {
    const row = { month, total: 0 } as SocialRow;
    for (const { platform, posts } of platforms) {
      row[platform] = posts;
      row.total += posts;
    }
    return row;
  });
}

export const hasInvoices = (figures: BillingFigures) => figures.invoices > 0;

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** `YYYY-MM` as 'Nov' / 'nov' (an axis) or 'November 2026' / 'noviembre de 2026' (a table). */
export function monthLabel(month: string, language: Language, style: 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** The text cut to `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}
