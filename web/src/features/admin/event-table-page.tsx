import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Download } from 'lucide-react';
import type { EventTableRow } from '../../../../shared/api/participants.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { eventTableCsvUrl, useEventTable } from './api/event-table.ts';
import {
  ariaSort,
  defaultTableView,
  hasFilters,
  participantStates,
  sortBy,
  tableViewFrom,
  tableViewParams,
  type TableColumn,
  type TableView,
} from './event-table-params.ts';
import styles from './event-table-page.module.css';

const columnLabels: Record<TableColumn, string> = {
  name: 'Name',
  state: 'State',
  invitedAt: 'Invited',
  joinedAt: 'Joined',
  onboarding: 'Onboarding',
  prospects: 'Prospects',
  matches: 'Matches',
};
const numberColumns = new Set<TableColumn>(['prospects', 'matches']);
const stateLabels = { joined: 'Joined', invited: 'Invited', revoked: 'Revoked', removed: 'Removed' } as const;

const participantsText = (count: number) => (count === 1 ? '1 participant' : `${count} participants`);

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const formatDate = (instant: string | null) => (instant ? dateFormat.format(new Date(instant)) : '—');

/** `/events/{id}/table` (admins): every participant, sortable and filterable, exportable as CSV. */
export default function EventTablePage() {
  const eventId = useParams().id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const view = tableViewFrom(searchParams);
  const table = useEventTable(eventId, view);
  const [search, setSearch] = useState(view.q);
  const scrollerLabel = useId();

  useEffect(() => {
    document.title = `${table.data?.event.name ?? 'Event'} · Participants · Tandem`;
  }, [table.data?.event.name]);

  function show(next: TableView) {
    setSearchParams(tableViewParams(next), { replace: true });
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ ...view, q: search.trim() });
  }

  const data = table.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          Admin · <Link to={`/admin/events/${encodeURIComponent(eventId)}`}>Event</Link>
        </p>
        <h1 className={styles.title}>{data?.event.name ?? 'Participants'}</h1>
        {data && <p className={styles.subtitle}>Participant table</p>}
      </header>

      <form className={styles.toolbar} onSubmit={handleSearch} role="search" aria-label="Filter participants">
        <TextField
          className={styles.search}
          label="Search"
          type="search"
          placeholder="Name, phone or email"
          value={search}
          maxLength={120}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className={styles.select}>
          State
          <select
            value={view.state ?? ''}
            onChange={(event) => show({ ...view, state: participantStates.find((state) => state === event.target.value) ?? null })}
          >
            <option value="">All</option>
            {participantStates.map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          Onboarding
          <select
            value={view.onboarding ?? ''}
            onChange={(event) =>
              show({
                ...view,
                onboarding: event.target.value === 'complete' || event.target.value === 'incomplete' ? event.target.value : null,
              })
            }
          >
            <option value="">All</option>
            <option value="complete">Complete</option>
            <option value="incomplete">Incomplete</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {table.isPending && <LoadingState>Loading participants…</LoadingState>}
      {table.error && (
        <Alert tone="error" title="The table could not be loaded">
          {errorText(table.error)}
        </Alert>
      )}
      {data && (
        <>
          <div className={styles.summary}>
            <p aria-live="polite">
              {hasFilters(view) ? `${data.rows.length} of ${participantsText(data.total)} match` : participantsText(data.total)}
              {table.isPlaceholderData ? ' · updating…' : ''}
            </p>
            <div className={styles.summaryActions}>
              {hasFilters(view) && (
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => {
                    setSearch('');
                    show({ ...defaultTableView, sort: view.sort, order: view.order });
                  }}
                >
                  Clear filters
                </Button>
              )}
              <a className={styles.sortButton} href={eventTableCsvUrl(eventId, view)} download>
                <Download size={16} aria-hidden="true" />
                Export CSV
              </a>
            </div>
          </div>
          {data.rows.length === 0 ? (
            <p className={styles.muted}>{hasFilters(view) ? 'Nobody matches these filters.' : 'Nobody has joined or been invited yet.'}</p>
          ) : (
            <div
              className={[styles.scroller, table.isPlaceholderData ? styles.stale : ''].join(' ')}
              // Focusable so keyboard users can scroll the table sideways.
              tabIndex={0}
              role="region"
              aria-labelledby={scrollerLabel}
            >
              <table className={styles.table}>
                <caption id={scrollerLabel} className="visually-hidden">
                  Participants, sorted by {columnLabels[view.sort].toLowerCase()} ({view.order === 'asc' ? 'ascending' : 'descending'})
                </caption>
                <thead>
                  <tr>
                    {(Object.keys(columnLabels) as TableColumn[]).map((column) => (
                      <th
                        key={column}
                        scope="col"
                        aria-sort={ariaSort(view, column)}
                        className={[column === 'name' ? styles.sticky : '', numberColumns.has(column) ? styles.number : ''].join(' ')}
                      >
                        <button type="button" className={styles.sortButton} onClick={() => show(sortBy(view, column))}>
                          {columnLabels[column]}
                          <SortIcon direction={ariaSort(view, column)} />
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <ParticipantRow key={row.participantId} row={row} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  if (direction === 'ascending') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'descending') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" className={styles.muted} />;
}

function ParticipantRow({ row }: { row: EventTableRow }) {
  const name = row.deleted ? 'Deleted user' : row.name?.trim() || 'No name';
  const contact = [row.phoneNumber, row.email].filter(Boolean);
  return (
    <tr>
      <th scope="row" className={styles.sticky}>
        <span className={styles.personName}>
          {row.userId ? <Link to={`/admin/users/${encodeURIComponent(row.userId)}`}>{name}</Link> : name}
          {row.isHost && <span className={styles.host}>Host</span>}
        </span>
        {contact.map((item) => (
          <span key={item} className={styles.contact}>
            {item}
          </span>
        ))}
      </th>
      <td>
        <span className={`${styles.state} ${styles[row.state]}`}>{stateLabels[row.state]}</span>
      </td>
      <td>{formatDate(row.invitedAt)}</td>
      <td>{formatDate(row.joinedAt)}</td>
      <td>
        {row.onboarding ? (
          <ul className={styles.steps} aria-label="Onboarding">
            <OnboardingStep done={row.onboarding.hasDetails} label="Details" />
            <OnboardingStep done={row.onboarding.hasPicture} label="Picture" />
            <OnboardingStep done={row.onboarding.hasDossier} label="Dossier" />
          </ul>
        ) : (
          <span className={styles.muted}>Not joined</span>
        )}
      </td>
      <td className={styles.number}>{row.prospects}</td>
      <td className={styles.number}>{row.matches}</td>
    </tr>
  );
}

function OnboardingStep({ done, label }: { done: boolean; label: string }) {
  return (
    <li className={done ? `${styles.step} ${styles.done}` : styles.step}>
      {done && <Check size={12} aria-hidden="true" />} {label}
      <span className="visually-hidden">{done ? ': done' : ': missing'}</span>
    </li>
  );
}
