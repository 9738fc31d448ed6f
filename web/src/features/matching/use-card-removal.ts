import { useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * A list of people, whose entry leaves it when the viewer hides, blocks or lets back that person.
 * Focus then moves to the next entry (the one before at the end, the list's heading once none is
 * left) instead of being lost with it, and the list's live region says what happened.
 */
export function useCardRemoval(ids: readonly string[]) {
  const cards = useRef(new Map<string, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const leaving = useRef<{ id: string; next: string | null } | null>(null);
  const idsKey = ids.join('\n');

  // The card goes once the lists are read again, after the dialog has closed.
  useEffect(() => {
    const move = leaving.current;
    if (!move || idsKey.split('\n').includes(move.id)) return;
    leaving.current = null;
    ((move.next !== null && cards.current.get(move.next)) || headingRef.current)?.focus();
  }, [idsKey]);

  function cardRef(id: string): RefCallback<HTMLElement> {
    return (element) => {
      if (!element) return;
      cards.current.set(id, element);
      return () => {
        cards.current.delete(id);
      };
    };
  }

  /** The entry will leave once the list is read again; `announcement` is read out. */
  function removed(id: string, announcement: string) {
    const index = ids.indexOf(id);
    leaving.current = { id, next: ids[index + 1] ?? ids[index - 1] ?? null };
    setAnnouncement(announcement);
  }

  return { announcement, headingRef, cardRef, removed };
}
