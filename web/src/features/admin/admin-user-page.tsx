import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { AdminUserDetail, AuditEntry } from '../../../../shared/api/admin-users.ts';
import { errorText } from '../../lib/error-text.ts';
import { useFormatPhoneNumber } from '../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { AdminUserActions, AdminUserSessions } from './admin-user-actions.tsx';
import { adminUserLabel, joinedOn, pictureIdOf } from './admin-user-labels.ts';
import { useAdminUser } from './api/admin-users.ts';
import styles from './admin-user-page.module.css';

const auditWords: Record<AuditEntry['action'], string> = {
  role_changed: 'changed the role',
  session_revoked: 'revoked a session',
  signed_out_everywhere: 'signed them out everywhere',
  blocked: 'blocked them',
  unblocked: 'unblocked them',
  account_deleted: 'deleted the account',
};

/** `subjectId`: whose page this is; they may have acted themselves (deleting their own account). */
function auditLine(entry: AuditEntry, subjectId: string): string {
  const who = !entry.actor ? 'Tandem' : entry.actor.id === subjectId ? 'They' : (entry.actor.name ?? 'An admin');
  const role = entry.action === 'role_changed' && typeof entry.details.role === 'string' ? ` to ${entry.details.role}` : '';
  return `${who} ${auditWords[entry.action]}${role}`;
}

const at = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Profile({ detail, label }: { detail: AdminUserDetail; label: string }) {
  const { user } = detail;
  const phone = useFormatPhoneNumber();
  const facts: [string, string | null][] = [
    ['Phone', user.isDeleted ? null : phone(user.phoneNumber)],
    ['Email', user.email],
    ['LinkedIn', user.linkedin],
    ['Joined', joinedOn(user.createdAt)],
    ['Role', user.role === 'ADMIN' ? 'Admin' : user.isCreator ? 'User, may host events' : 'User'],
    ['Status', user.isDeleted ? 'Deleted' : user.isBlocked ? 'Blocked' : 'Active'],
  ];
  return (
    <header className={styles.header}>
      <Link to="/admin#admin-people" className={styles.backLink}>
        <ArrowLeft size={18} aria-hidden="true" />
        People
      </Link>
      <div className={styles.identity}>
        <Avatar name={user.name} pictureId={pictureIdOf(user.pictureUrl)} size="large" />
        <div>
          <p className={styles.eyebrow}>Admin · Person</p>
          <h1>{label}</h1>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </header>
  );
}

function Activity({ detail, dossier }: { detail: AdminUserDetail; dossier: ReactNode }) {
  const { events, matches, generalDossier, audit } = detail;
  return (
    <>
      <Card as="section" aria-labelledby="admin-user-events-title" className={styles.card}>
        <h2 id="admin-user-events-title">Events ({events.length})</h2>
        {events.length === 0 && <p className={styles.muted}>No events.</p>}
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <Link to={`/admin/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
              <span className={styles.muted}>{event.role === 'creator' ? 'host' : event.role === 'cohost' ? 'co-host' : 'guest'}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="admin-user-matches-title" className={styles.card}>
        <h2 id="admin-user-matches-title">Matches ({matches.length})</h2>
        {matches.length === 0 && <p className={styles.muted}>No matches.</p>}
        <ul className={styles.list}>
          {matches.map((match) => (
            <li key={match.id} className={styles.item}>
              <Link to={`/viewChat/${encodeURIComponent(match.conversationId)}`}>{match.with.name ?? 'Deleted user'}</Link>
              <span className={styles.muted}>
                {match.event.name} · {at(match.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      {generalDossier && dossier}
      <Card as="section" aria-labelledby="admin-user-dossier-title" className={styles.card}>
        <h2 id="admin-user-dossier-title">Concierge conversations</h2>
        {generalDossier ? (
          <ul className={styles.list}>
            <li className={styles.item}>
              <Link to={`/viewChat/${encodeURIComponent(generalDossier.textConversationId)}`}>Concierge chat</Link>
              <span className={styles.muted}>where the dossier and its revisions come from</span>
            </li>
            <li className={styles.item}>
              <Link to={`/viewChat/${encodeURIComponent(generalDossier.voiceConversationId)}`}>Concierge call</Link>
              <span className={styles.muted}>the spoken turns</span>
            </li>
          </ul>
        ) : (
          <p className={styles.muted}>No conversation with the concierge yet.</p>
        )}
      </Card>
      <Card as="section" aria-labelledby="admin-user-audit-title" className={styles.card}>
        <h2 id="admin-user-audit-title">Audit log</h2>
        {audit.length === 0 && <p className={styles.muted}>No admin has acted on this account.</p>}
        <ol className={styles.list}>
          {audit.map((entry) => (
            <li key={entry.id} className={styles.item}>
              <span>{auditLine(entry, detail.user.id)}</span>
              <span className={styles.muted}>{at(entry.createdAt)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

/**
 * `/admin/users/{userId}`: one person's account, what they did, and what an admin may do about it.
 * `dossier` shows their dossier and its history (the dossier feature's, composed by the app).
 */
export default function AdminUserPage({ dossier }: { dossier: (userId: string) => ReactNode }) {
  const userId = useParams().userId ?? '';
  const user = useAdminUser(userId);
  const detail = user.data;
  const label = detail ? adminUserLabel({ ...detail.user }) : 'Person';

  useEffect(() => {
    document.title = `${label} · Admin · Tandem`;
  }, [label]);

  if (user.isPending) {
    return <LoadingState>Loading the account…</LoadingState>;
  }
  if (!detail) {
    return (
      <div className={styles.page}>
        <h1>Person</h1>
        <Alert tone="error" title="This account could not be shown">
          {errorText(user.error)}
        </Alert>
        <Link to="/admin#admin-people">Back to people</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Profile detail={detail} label={label} />
      <AdminUserActions detail={detail} label={label} />
      <AdminUserSessions detail={detail} />
      <Activity detail={detail} dossier={dossier(detail.user.id)} />
    </div>
  );
}
