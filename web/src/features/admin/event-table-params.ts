import type { ParticipantState } from '../../../../shared/api/events.ts';

/**
 * The admin table's sort and filters live in the page URL (shareable, back-button friendly) and
 * go to the server as the same query parameters.
 */

export const tableColumns = ['name', 'state', 'invitedAt', 'joinedAt', 'onboarding', 'prospects', 'matches'] as const;
export type TableColumn = (typeof tableColumns)[number];
export type SortOrder = 'asc' | 'desc';
export type OnboardingFilter = 'complete' | 'incomplete';

export const participantStates: readonly ParticipantState[] = ['joined', 'invited', 'revoked', 'removed'];

export type TableView = {
  sort: TableColumn;
  order: SortOrder;
  state: ParticipantState | null;
  onboarding: OnboardingFilter | null;
  q: string;
};

export const defaultTableView: TableView = { sort: 'name', order: 'asc', state: null, onboarding: null, q: '' };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Unknown or malformed values fall back to the defaults rather than failing the page. */
export function tableViewFrom(search: URLSearchParams): TableView {
  const sort = search.get('sort');
  const order = search.get('order');
  const state = search.get('state');
  const onboarding = search.get('onboarding');
  return {
    sort: isOneOf(tableColumns, sort) ? sort : defaultTableView.sort,
    order: isOneOf(['asc', 'desc'] as const, order) ? order : defaultTableView.order,
    state: isOneOf(participantStates, state) ? state : null,
    onboarding: isOneOf(['complete', 'incomplete'] as const, onboarding) ? onboarding : null,
    q: (search.get('q') ?? '').trim().slice(0, 120),
  };
}

/** The page URL's and the API's query: only what differs from the defaults. */
export function tableViewParams(view: TableView, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (view.sort !== defaultTableView.sort) params.set('sort', view.sort);
  if (view.order !== defaultTableView.order) params.set('order', view.order);
  if (view.state) params.set('state', view.state);
  if (view.onboarding) params.set('onboarding', view.onboarding);
  if (view.q) params.set('q', view.q);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

/**
 * Clicking a column header: the same column flips its order; another column starts ascending,
 * except counts and dates, where the most (or latest) first is what one looks for.
 */
export function sortBy(view: TableView, column: TableColumn): TableView {
  if (view.sort === column) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc' };
  const startsDescending = column === 'prospects' || column === 'matches' || column === 'joinedAt' || column === 'invitedAt';
  return { ...view, sort: column, order: startsDescending ? 'desc' : 'asc' };
}

/** aria-sort of a column header. */
export function ariaSort(view: TableView, column: TableColumn): 'ascending' | 'descending' | 'none' {
  if (view.sort !== column) return 'none';
  return view.order === 'asc' ? 'ascending' : 'descending';
}

export function hasFilters(view: TableView): boolean {
  return view.state !== null || view.onboarding !== null || view.q !== '';
}
