import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import type { AdminUserRow } from '../../../../shared/api/admin-users.ts';
import type { Role } from '../../../../shared/api/users.ts';
import { useFormatPhoneNumber } from '../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import fieldStyles from '../../ui/text-field.module.css';
import { useAdminUsers } from './api/admin-users.ts';
import { adminUserLabel, joinedOn, pictureIdOf } from './admin-user-labels.ts';
import { countOf } from './dashboard-period.ts';
import styles from './dashboard-page.module.css';

function UserItem({ user, phone }: { user: AdminUserRow; phone: (e164: string) => string }) {
  const flags = [user.role === 'ADMIN' && 'admin', user.isBlocked && 'blocked'].filter(Boolean).join(' · ');
  return (
    <li className={styles.userItem}>
      <Avatar name={user.name} pictureId={pictureIdOf(user.pictureUrl)} size="small" />
      <div className={styles.userText}>
        <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className={styles.eventLink}>
          {adminUserLabel(user)}
        </Link>
        <span className={styles.eventMeta}>
          {[
            user.isDeleted ? null : phone(user.phoneNumber),
            user.email,
            countOf(user.eventsCount, 'event'),
            `joined ${joinedOn(user.createdAt)}`,
            flags,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </li>
  );
}

/** Everyone on Tandem, newest first: search by name, phone or email, filter by role, show more. */
export function DashboardUsersList() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const roleId = useId();
  const users = useAdminUsers(search, role);
  const phone = useFormatPhoneNumber();
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  function handleSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    setSearch(draft.trim());
  }

  let content;
  if (users.isPending) {
    content = <Spinner label="Loading people" />;
  } else if (users.isError && !users.data) {
    content = (
      <Alert tone="error" title="Could not load the people">
        <p>{users.error.message}</p>
        <Button variant="secondary" size="small" className={styles.retry} onClick={() => void users.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = <p className={styles.muted}>{search ? `Nobody’s name, phone or email contains “${search}”.` : 'Nobody yet.'}</p>;
  } else {
    content = (
      <>
        <ul className={styles.eventList} aria-busy={users.isPlaceholderData || undefined}>
          {rows.map((user) => (
            <UserItem key={user.id} user={user} phone={phone} />
          ))}
        </ul>
        {users.hasNextPage && (
          <Button variant="secondary" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            Show more
          </Button>
        )}
      </>
    );
  }

  return (
    <Card as="section" id="admin-people" aria-labelledby="dashboard-people-title" className={`${styles.chartCard} ${styles.wideCard}`}>
      <div className={styles.chartHeading}>
        <h2 id="dashboard-people-title">People</h2>
        <p className={styles.chartLead}>Everyone with an account, newest first</p>
      </div>
      <form className={styles.searchForm} role="search" aria-label="Search people" onSubmit={handleSubmit}>
        <TextField
          label="Name, phone or email"
          className={styles.searchField}
          value={draft}
          maxLength={200}
          onChange={(changeEvent) => setDraft(changeEvent.target.value)}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={roleId}>
            Role
          </label>
          <select
            id={roleId}
            className={`${fieldStyles.input} ${styles.select}`}
            value={role}
            onChange={(change) => setRole(change.target.value as Role | '')}
          >
            <option value="">Everyone</option>
            <option value="ADMIN">Admins</option>
            <option value="USER">Users</option>
          </select>
        </div>
        <Button type="submit" variant="secondary" loading={users.isFetching && users.isPlaceholderData}>
          <Search size={16} aria-hidden="true" />
          Search
        </Button>
      </form>
      {content}
    </Card>
  );
}
