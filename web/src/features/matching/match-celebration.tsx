import { useCallback, useRef, useState } from 'react';
import { MessageCircle, PartyPopper } from 'lucide-react';
import type { Match } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import styles from './match-celebration.module.css';

/**
 * The match to celebrate, once each: the guest's own "Interested" and the server's
 * `match.created` both report the same match.
 */
export function useMatchCelebration() {
  const [match, setMatch] = useState<Match | null>(null);
  const celebrated = useRef(new Set<string>());
  const celebrate = useCallback((next: Match) => {
    if (celebrated.current.has(next.id)) return;
    celebrated.current.add(next.id);
    setMatch(next);
  }, []);
  const dismiss = useCallback(() => setMatch(null), []);
  return { match, celebrate, dismiss };
}

/** "It's a match!": both said yes; the way to their chat. */
export function MatchCelebration({
  match,
  viewer,
  onClose,
}: {
  match: Match | null;
  viewer: { name: string | null; pictureId: string | null };
  onClose: () => void;
}) {
  const name = displayName(match?.user);
  return (
    <Dialog
      open={match !== null}
      onClose={onClose}
      title={
        <span className={styles.title}>
          <PartyPopper size={24} aria-hidden="true" />
          It's a match!
        </span>
      }
      description={`You and ${name} both want to meet. Your chat is open: say hello and find a moment at the event.`}
      actions={
        match && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep looking
            </Button>
            <ButtonLink to={chatPath(match.conversationId)}>
              <MessageCircle size={18} aria-hidden="true" />
              Say hello
            </ButtonLink>
          </>
        )
      }
    >
      {match && (
        <div className={styles.pair} aria-hidden="true">
          <Avatar name={viewer.name} pictureId={viewer.pictureId} size="large" />
          <Avatar name={match.user.name} pictureId={match.user.pictureId} size="large" tone="accent" />
        </div>
      )}
    </Dialog>
  );
}
