import { describe, expect, it } from 'vitest';
import { ariaSort, defaultTableView, hasFilters, sortBy, tableViewFrom, tableViewParams } from './event-table-params.ts';

describe('tableViewFrom', () => {
  it('reads sort, order and filters from the URL', () => {
    expect(tableViewFrom(new URLSearchParams('sort=joinedAt&order=desc&state=joined&onboarding=incomplete&q=%20ana%20'))).toEqual({
      sort: 'joinedAt',
      order: 'desc',
      state: 'joined',
      onboarding: 'incomplete',
      q: 'ana',
    });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(tableViewFrom(new URLSearchParams('sort=evil&order=up&state=x&onboarding=y'))).toEqual(defaultTableView);
  });
});

describe('tableViewParams', () => {
  it('writes only what differs from the defaults, plus extras', () => {
    expect(tableViewParams(defaultTableView).toString()).toBe('');
    expect(tableViewParams({ ...defaultTableView, sort: 'matches', order: 'desc', q: 'a b' }, { format: 'csv' }).toString()).toBe(
      'sort=matches&order=desc&q=a+b&format=csv',
    );
  });

  it('round-trips', () => {
    const view = { sort: 'state', order: 'desc', state: 'invited', onboarding: 'complete', q: 'x' } as const;
    expect(tableViewFrom(tableViewParams(view))).toEqual(view);
  });
});

describe('sortBy and ariaSort', () => {
  it('flips the order of the current column', () => {
    const view = sortBy(defaultTableView, 'name');
    expect(view).toMatchObject({ sort: 'name', order: 'desc' });
    expect(ariaSort(view, 'name')).toBe('descending');
    expect(ariaSort(view, 'state')).toBe('none');
  });

  it('starts counts and dates descending, text ascending', () => {
    expect(sortBy(defaultTableView, 'prospects')).toMatchObject({ sort: 'prospects', order: 'desc' });
    expect(sortBy({ ...defaultTableView, sort: 'matches', order: 'desc' }, 'state')).toMatchObject({ sort: 'state', order: 'asc' });
  });
});

describe('hasFilters', () => {
  it('is true with any filter', () => {
    expect(hasFilters(defaultTableView)).toBe(false);
    expect(hasFilters({ ...defaultTableView, q: 'a' })).toBe(true);
  });
});
