import { Outlet, useLocation } from 'react-router';
import { HelpWidget } from '../features/help/help-widget.tsx';
import { showsHelp } from './help-placement.ts';

/** Every route's frame: the page, and the help chat's button on the public pages that have it. */
export function AppFrame() {
  return (
    <>
      <Outlet />
      <HelpSlot area="public" />
    </>
  );
}

/**
 * The help chat's button where `showsHelp` puts it, after the page so that it never covers a
 * control; live inside the signed-in layout, where the tab's socket is open.
 */
export function HelpSlot({ area }: { area: 'public' | 'signed-in' }) {
  const { pathname } = useLocation();
  return showsHelp(pathname, area) ? <HelpWidget live={area === 'signed-in'} placement="after-page" /> : null;
}
