import { PROJECT_STATUSES } from './entities/project.entity';
import { countOf, progressOf, STATUS_GROUPS, statusGroupOf } from './progress';

describe('progressOf', () => {
  it('is the share of milestones done when the project has any, whatever its status', () => {
    expect(progressOf('pending', { total: 4, done: 1 })).toBe(25);
    expect(progressOf('completed', { total: 4, done: 2 })).toBe(50);
    expect(progressOf('in_progress', { total: 3, done: 3 })).toBe(100);
    expect(progressOf('review', { total: 5, done: 0 })).toBe(0);
  });

  it('rounds down, so a plan with a step left never reads 100', () => {
    expect(progressOf('in_progress', { total: 3, done: 1 })).toBe(33);
    expect(progressOf('in_progress', { total: 200, done: 199 })).toBe(99);
  });

  it('falls back on the status without milestones', () => {
    expect(progressOf('pending', undefined)).toBe(0);
    expect(progressOf('planning', { total: 0, done: 0 })).toBe(20);
    expect(progressOf('in_progress', undefined)).toBe(50);
    expect(progressOf('review', undefined)).toBe(80);
    expect(progressOf('completed', undefined)).toBe(100);
  });

  it('shows none for an archived project', () => {
    expect(progressOf('archived', { total: 2, done: 1 })).toBeNull();
    expect(progressOf('archived', undefined)).toBeNull();
  });
});

describe('statusGroupOf', () => {
  it('puts planning and review with the work in progress', () => {
    expect(statusGroupOf('planning')).toBe('in_progress');
    expect(statusGroupOf('in_progress')).toBe('in_progress');
    expect(statusGroupOf('review')).toBe('in_progress');
    expect(statusGroupOf('pending')).toBe('pending');
    expect(statusGroupOf('completed')).toBe('completed');
    expect(statusGroupOf('archived')).toBe('archived');
  });

  it('gives every status a listed group', () => {
    for (const status of PROJECT_STATUSES) expect(STATUS_GROUPS).toContain(statusGroupOf(status));
  });
});

describe('countOf', () => {
  it('counts the completed milestones of a plan', () => {
    expect(
      countOf([{ status: 'completed' }, { status: 'pending' }, { status: 'completed' }]),
    ).toEqual({ total: 3, done: 2 });
    expect(countOf([])).toEqual({ total: 0, done: 0 });
  });
});
