import { sampleProject } from '../testing';
import {
  PROJECT_STOCK_IMAGE,
  coverImage,
  distinctStatuses,
  filterProjects,
  firstLine,
  formatProjectDate,
  paragraphs,
  parseProjectId,
  projectDuration,
  projectImages,
  projectTitle,
} from './project-format';

describe('project formatting', () => {
  describe('firstLine and paragraphs', () => {
    it('takes the first non-empty line of a description', () => {
      expect(firstLine('First line.\nSecond line.')).toBe('First line.');
      expect(firstLine('\n\n  Summary here  \n\nMore')).toBe('Summary here');
      expect(firstLine('')).toBe('');
    });

    it('splits paragraphs on blank lines and joins wrapped lines', () => {
      expect(paragraphs('One\ncontinues\n\nTwo\r\n\r\nThree\n  \n')).toEqual([
        'One continues',
        'Two',
        'Three',
      ]);
    });
  });

  describe('formatProjectDate', () => {
    it('uses the long en-US form in English and es-ES in Spanish', () => {
      expect(formatProjectDate('2025-05-05', 'en')).toBe('May 5, 2025');
      expect(formatProjectDate('2025-06-14', 'es')).toBe('14 de junio de 2025');
    });

    it('keeps the calendar day in any time zone (dates are read as UTC)', () => {
      expect(formatProjectDate('2025-01-01', 'en')).toBe('January 1, 2025');
      expect(formatProjectDate('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
    });

    it('is null for a missing or unreadable date', () => {
      expect(formatProjectDate(null, 'en')).toBeNull();
      expect(formatProjectDate(undefined, 'es')).toBeNull();
      expect(formatProjectDate('not a date', 'en')).toBeNull();
    });
  });

  describe('projectDuration', () => {
    it('counts the days between the dates and whole 30-day months', () => {
      // Project 5 of the demo data: 05/05/2025 to 06/14/2025.
      expect(projectDuration('2025-05-05', '2025-06-14')).toEqual({ months: 1, days: 40 });
      expect(projectDuration('2025-01-13', '2025-02-21')).toEqual({ months: 1, days: 39 });
      expect(projectDuration('2026-09-08', '2026-11-27')).toEqual({ months: 2, days: 80 });
    });

    it('is in days only below 30 days, and 0 for the same day', () => {
      expect(projectDuration('2025-03-01', '2025-03-30')).toEqual({ months: 0, days: 29 });
      expect(projectDuration('2025-03-01', '2025-03-31')).toEqual({ months: 1, days: 30 });
      expect(projectDuration('2025-03-01', '2025-03-01')).toEqual({ months: 0, days: 0 });
    });

    it('takes the absolute difference, rounded up', () => {
      expect(projectDuration('2025-06-14', '2025-05-05')).toEqual({ months: 1, days: 40 });
      expect(projectDuration('2025-05-05T00:00:00Z', '2025-05-06T01:00:00Z')).toEqual({
        months: 0,
        days: 2,
      });
    });

    it('is null when a date is missing', () => {
      expect(projectDuration(null, '2025-05-05')).toBeNull();
      expect(projectDuration('2025-05-05', null)).toBeNull();
    });
  });

  describe('filterProjects', () => {
    const projects = [
      sampleProject({
        id: 1,
        title: 'Dental Website',
        titleEs: 'Sitio web dental',
        status: 'completed',
      }),
      sampleProject({ id: 2, title: 'Order Automation', titleEs: null, status: 'in_progress' }),
      sampleProject({
        id: 3,
        title: 'Brand Refresh',
        titleEs: 'Renovación de marca',
        status: 'review',
      }),
    ];
    const ids = (list: { id: number }[]) => list.map((project) => project.id);

    it('matches a case-insensitive part of the title', () => {
      expect(ids(filterProjects(projects, { search: 'WEBSITE', status: 'all' }, 'en'))).toEqual([
        1,
      ]);
      expect(ids(filterProjects(projects, { search: '  re ', status: 'all' }, 'en'))).toEqual([3]);
      expect(ids(filterProjects(projects, { search: '', status: 'all' }, 'en'))).toEqual([1, 2, 3]);
    });

    it('searches the Spanish title in Spanish, and the English one when there is none', () => {
      expect(ids(filterProjects(projects, { search: 'sitio', status: 'all' }, 'es'))).toEqual([1]);
      expect(ids(filterProjects(projects, { search: 'sitio', status: 'all' }, 'en'))).toEqual([]);
      expect(ids(filterProjects(projects, { search: 'website', status: 'all' }, 'es'))).toEqual([]);
      expect(ids(filterProjects(projects, { search: 'automation', status: 'all' }, 'es'))).toEqual([
        2,
      ]);
    });

    it('needs an exact status unless the filter is all', () => {
      expect(ids(filterProjects(projects, { search: '', status: 'review' }, 'en'))).toEqual([3]);
      expect(ids(filterProjects(projects, { search: '', status: 'in' }, 'en'))).toEqual([]);
      expect(ids(filterProjects(projects, { search: 'order', status: 'completed' }, 'en'))).toEqual(
        [],
      );
    });
  });

  it('lists the distinct statuses in life-cycle order', () => {
    const projects = ['completed', 'review', 'completed', 'planning', 'custom', 'in_progress'].map(
      (status, id) => sampleProject({ id, status: status as 'completed' }),
    );
    expect(distinctStatuses(projects)).toEqual([
      'planning',
      'in_progress',
      'review',
      'completed',
      'custom',
    ]);
    expect(distinctStatuses([])).toEqual([]);
  });

  it('chooses the gallery, else the cover, else the stock image', () => {
    expect(projectImages({ gallery: ['/a.jpg', '/b.jpg'], image: '/c.jpg' })).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(projectImages({ gallery: [], image: '/c.jpg' })).toEqual(['/c.jpg']);
    expect(projectImages({ gallery: [], image: null })).toEqual([PROJECT_STOCK_IMAGE]);
    expect(coverImage({ gallery: ['/a.jpg'], image: null })).toBe('/a.jpg');
    expect(coverImage({ gallery: [], image: null })).toBe('/images/site/project-stock-1.jpg');
  });

  it('uses the Spanish title only in Spanish and when there is one', () => {
    const project = sampleProject({ title: 'Store', titleEs: 'Tienda' });
    expect(projectTitle(project, 'es')).toBe('Tienda');
    expect(projectTitle(project, 'en')).toBe('Store');
    expect(projectTitle({ ...project, titleEs: null }, 'es')).toBe('Store');
  });

  it('accepts positive whole-number ids only', () => {
    expect(parseProjectId('5')).toBe(5);
    expect(parseProjectId('0')).toBeNull();
    expect(parseProjectId('05')).toBeNull();
    expect(parseProjectId('abc')).toBeNull();
    expect(parseProjectId('5.5')).toBeNull();
    expect(parseProjectId(undefined)).toBeNull();
  });
});
