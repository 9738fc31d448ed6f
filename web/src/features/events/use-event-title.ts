import { useEffect } from 'react';

/** The tab shows the event's name once it is known. */
export function useEventTitle(name: string | undefined) {
  useEffect(() => {
    document.title = `${name ?? 'Event'} · Tandem`;
  }, [name]);
}
