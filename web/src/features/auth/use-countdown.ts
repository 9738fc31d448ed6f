import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown.ts';

/** Seconds left until `deadline` (ms since the epoch), re-rendering each second until zero. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? 0 : secondsUntil(deadline, now);
}
