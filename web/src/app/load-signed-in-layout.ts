/**
 * The signed-in pages' layout (header, the tab's socket, calls, notifications) loads apart from
 * the entry: a signed-out visitor never needs it. Sign-in fetches it once a code is sent, so the
 * first signed-in page does not wait for it.
 */
export const loadSignedInLayout = () => import('./signed-in-layout.tsx');

export function prefetchSignedInLayout(): void {
  loadSignedInLayout().catch(() => {
    // A failed prefetch is retried by the route when it is opened.
  });
}
