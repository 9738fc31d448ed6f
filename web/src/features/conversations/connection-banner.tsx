import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import type { ConnectionStatus } from '../../platform/realtime/realtime-client.ts';
import { useConnectionStatus } from '../../platform/realtime/realtime-provider.tsx';
import styles from './connection-banner.module.css';

/** A connection that comes up this fast is not worth a banner: it would only flash. */
const graceMs = 1_500;

function bannerText(status: ConnectionStatus): string | null {
  switch (status) {
    case 'online':
      return null;
    case 'connecting':
      return 'Connecting…';
    case 'reconnecting':
      return 'Reconnecting… messages will send when you’re back.';
    case 'offline':
      return 'You’re offline. Messages will send when you’re back.';
  }
}

/** Says so while the chat is not connected; gone the moment it is. */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), graceMs);
    return () => clearTimeout(timer);
  }, []);

  // Offline shows at once; connecting only if it takes a while.
  const text = status === 'offline' || (graceOver && status !== 'online') ? bannerText(status) : null;
  return (
    // Always in the page (empty while online), so screen readers hear the text when it appears.
    <div role="status" aria-live="polite" className={text ? styles.banner : undefined}>
      {text && (
        <>
          <WifiOff size={16} aria-hidden="true" />
          <span>{text}</span>
        </>
      )}
    </div>
  );
}
