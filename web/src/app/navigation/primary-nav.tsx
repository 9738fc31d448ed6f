import { Link, useLocation } from 'react-router';
import { House, MessageCircle, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { useConversationList } from '../../features/conversations/use-conversation-list.ts';
import { chatsTarget, navSectionOf, type NavSection } from './primary-nav.ts';
import styles from './primary-nav.module.css';

type NavItem = { section: NavSection; to: string; label: string; icon: LucideIcon };

/**
 * The header's way around: home, the people to meet, the chats and, for admins, the admin area,
 * with the part the page belongs to marked (`aria-current`: "page" on the page itself, "true"
 * anywhere else in that part).
 */
export function PrimaryNav({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const section = navSectionOf(pathname);
  const chats = chatsTarget(useConversationList(user.id), user.generalDossier?.textConversationId ?? null);
  const items: NavItem[] = [
    { section: 'home', to: '/home', label: 'Home', icon: House },
    { section: 'people', to: '/prospects', label: 'People', icon: Users },
    ...(chats ? [{ section: 'chats' as const, to: chats, label: 'Chats', icon: MessageCircle }] : []),
    ...(user.role === 'ADMIN' ? [{ section: 'admin' as const, to: '/admin', label: 'Admin', icon: ShieldCheck }] : []),
  ];
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {items.map(({ section: itemSection, to, label, icon: Icon }) => (
          <li key={itemSection}>
            <Link to={to} className={styles.link} aria-current={pathname === to ? 'page' : section === itemSection ? 'true' : undefined}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
