import { describe, expect, it } from 'vitest';
import { APPLICATION_PATHS, type ApplicationSummary } from '../../../shared/applications';
import { APPLICATION_LIST_PATH, nextDeadlineOf } from './next-deadline';

const summary = (id: string, deadline: string): ApplicationSummary => ({
  id,
  program: id,
  deadline,
  url: '',
  answered: 0,
  total: 0,
  over_limit: 0,
  updated_at: null,
});

describe('the next deadline', () => {
  it('reads the list through the contract’s path', () => {
    expect(APPLICATION_LIST_PATH).toBe(APPLICATION_PATHS.list);
  });

  it('is the nearest one still ahead: today counts, passed and undated ones do not', () => {
    const list = [summary('past', '2026-11-01'), summary('today', '2026-11-28'), summary('later', '2026-12-20'), summary('none', '')];
    expect(nextDeadlineOf(list, '2026-11-28')?.id).toBe('today');
    expect(nextDeadlineOf(list, '2026-11-29')?.id).toBe('later');
    expect(nextDeadlineOf([summary('past', '2026-11-01'), summary('none', '')], '2026-11-28')).toBeNull();
  });
});
