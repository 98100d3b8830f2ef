import type { ProjectSummary } from './project-api';

export type Language = 'en' | 'es';
export type ProjectFilter = 'all' | 'pending' | 'in_progress' | 'completed';
export const PROJECT_FILTERS: readonly ProjectFilter[] = [
  'all',
  'pending',
  'in_progress',
  'completed',
];

const DAY_MS = 24 * 60 * 60 * 1000;

export const asLanguage = (language: string | undefined): Language =>
  language?.startsWith('es') ? 'es' : 'en';

/** The Spanish text when reading in Spanish and one exists, else the English one. */
export function localized(language: Language, en: string, es: string | null | undefined): string {
  return language === 'es' && es ? es : en;
}

/**
 * A filter is a group of statuses, as the API groups them (`statusGroup`: planning and review are
 * stages of the work in progress), so the tabs count what Analytics counts; archived projects
 * show only under All.
 */
export function matchesFilter(project: Pick<ProjectSummary, 'statusGroup'>, filter: ProjectFilter) {
  return filter === 'all' || project.statusGroup === filter;
}

export function filterProjects(projects: readonly ProjectSummary[], filter: ProjectFilter) {
  return projects.filter((project) => matchesFilter(project, filter));
}

/** 'YYYY-MM-DD' is a calendar day (read in UTC); a timestamp is an instant. */
function parseDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** A long date in the language: 'May 5, 2025' / '5 de mayo de 2025'. */
export function formatDate(value: string, language: Language): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : undefined,
  }).format(parseDate(value));
}

/** A date with the time, for comments and updates. */
export function formatDateTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(parseDate(value));
}

/** The spec's rule: days between the dates (absolute, rounded up); months are whole 30-day units. */
export function projectDuration(start: string | null, end: string | null) {
  if (!start || !end) return null;
  const days = Math.ceil(Math.abs(parseDate(end).getTime() - parseDate(start).getTime()) / DAY_MS);
  return { days, months: Math.floor(days / 30) };
}

export function formatSize(bytes: number | null, language: Language): string {
  if (bytes === null) return '';
  const units = ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}

export const isImage = (contentType: string | null) => !!contentType?.startsWith('image/');
