import type { PublicProject } from '@terrabridge/api-client';
import type { Language } from '@terrabridge/i18n';
import { formatLongDate } from '../../shared/calendar-format';

/** Shown for a project that has neither a cover image nor a gallery. */
export const PROJECT_STOCK_IMAGE = '/images/site/project-stock-1.jpg';

const DAY_MS = 24 * 60 * 60 * 1000;

export function asLanguage(language: string | undefined): Language {
  return language?.startsWith('es') ? 'es' : 'en';
}

/** The Spanish text when the language is Spanish and one exists, else the English text. */
export function localized(language: Language, en: string, es: string | null | undefined): string {
  return language === 'es' && es ? es : en;
}

export function projectTitle(project: PublicProject, language: Language): string {
  return localized(language, project.title, project.titleEs);
}

export function projectDescription(project: PublicProject, language: Language): string {
  return localized(language, project.description, project.descriptionEs);
}

/** The card summary: the first non-empty line of the description. */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/** The paragraphs of a description (separated by blank lines). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** Every image of the detail page: the gallery, else the cover, else the stock photo. */
export function projectImages(project: Pick<PublicProject, 'gallery' | 'image'>): string[] {
  if (project.gallery.length > 0) return project.gallery;
  return [project.image ?? PROJECT_STOCK_IMAGE];
}

export function coverImage(project: Pick<PublicProject, 'gallery' | 'image'>): string {
  return project.image ?? project.gallery[0] ?? PROJECT_STOCK_IMAGE;
}

/** 'YYYY-MM-DD' or an ISO timestamp; undefined when missing or unreadable. */
function parseDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A project date in the long form of the language (en-US 'May 5, 2025', es-ES '5 de mayo de
 * 2025'), or null when missing. Dates are calendar days, so they are read and shown in UTC: the
 * same day on the server and in every visitor's time zone.
 */
export function formatProjectDate(value: string | null | undefined, language: Language) {
  const date = parseDate(value);
  if (!date) return null;
  return formatLongDate(date, language);
}

export interface ProjectDuration {
  /** Whole 30-day units. */
  months: number;
  /** The absolute difference in days, rounded up. */
  days: number;
}

/** The spec's rule: days between the dates (absolute, rounded up); months are whole 30-day units. */
export function projectDuration(
  start: string | null | undefined,
  end: string | null | undefined,
): ProjectDuration | null {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return null;
  const days = Math.ceil(Math.abs(to.getTime() - from.getTime()) / DAY_MS);
  return { months: Math.floor(days / 30), days };
}

export interface ProjectFilters {
  search: string;
  /** 'all' or an exact status. */
  status: string;
}

/**
 * The spec's list filters: a case-insensitive substring of the title (the Spanish title when the
 * language is Spanish and one exists) and an exact status unless 'all'.
 */
export function filterProjects(
  projects: readonly PublicProject[],
  filters: ProjectFilters,
  language: Language,
): PublicProject[] {
  const needle = filters.search.trim().toLocaleLowerCase(language);
  return projects.filter(
    (project) =>
      (filters.status === 'all' || project.status === filters.status) &&
      (!needle || projectTitle(project, language).toLocaleLowerCase(language).includes(needle)),
  );
}

/** The statuses present in the data, in the order of the project life cycle. */
const STATUS_ORDER = ['pending', 'planning', 'in_progress', 'review', 'completed', 'archived'];

export function distinctStatuses(projects: readonly PublicProject[]): string[] {
  const found = [...new Set(projects.map((project) => project.status))];
  const rank = (status: string) => {
    const index = STATUS_ORDER.indexOf(status);
    return index === -1 ? STATUS_ORDER.length : index;
  };
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A project id as the API accepts it: a positive whole number. */
export function parseProjectId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
