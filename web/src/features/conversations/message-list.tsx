import { useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TimelineRowView, type TimelineRowContext } from './timeline-row.tsx';
import type { TimelineRow } from './timeline-rows.ts';
import type { MessageHistory } from './api/message-history.ts';
import styles from './message-list.module.css';

/** Within this of the bottom counts as "at the newest message": new ones keep it in view. */
const atEndPx = 48;
/** Older history starts loading this far before the top is reached. */
const nearTopPx = 600;

function estimatedHeight(row: TimelineRow | undefined): number {
  if (!row) return 60;
  if (row.kind === 'day' || row.kind === 'unread') return 44;
  if (row.kind === 'start') return 64;
  if (row.kind === 'card') return 180;
  if (row.kind === 'message' && row.message.kind === 'voice_note') return 96;
  if (row.kind === 'message' && row.message.kind !== 'text') return 40;
  return 60;
}

function isMineRow(row: TimelineRow): boolean {
  return row.kind === 'pending' || (row.kind === 'message' && row.mine);
}

function isIncomingRow(row: TimelineRow): boolean {
  return row.kind === 'message' && !row.mine;
}

export interface MessageListProps {
  rows: TimelineRow[];
  rowContext: TimelineRowContext;
  history: Pick<MessageHistory, 'hasOlder' | 'loadingOlder' | 'olderFailed' | 'loadOlder'>;
  /** Whether the newest message is in view, for marking it read. */
  onNewestOnScreenChange(onScreen: boolean): void;
}

/**
 * The conversation, newest at the bottom, virtualised so a long history stays light. It opens
 * at the "New messages" divider (or the bottom), keeps the reader's place while older messages
 * load above, follows new ones while at the bottom, and otherwise counts them on a button.
 */
export function MessageList({ rows, rowContext, history, onNewestOnScreenChange }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimatedHeight(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    paddingStart: 8,
    paddingEnd: 12,
    // Keeps the reader's place when rows are added above, and follows rows added below.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: atEndPx,
  });
  const [atEnd, setAtEnd] = useState(true);
  const atEndRef = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const positioned = useRef(false);
  const lastKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (positioned.current || rows.length === 0) return;
    positioned.current = true;
    const divider = rows.findIndex((row) => row.kind === 'unread');
    if (divider >= 0) virtualizer.scrollToIndex(divider, { align: 'start' });
    else virtualizer.scrollToEnd();
  }, [rows, virtualizer]);

  // New rows at the bottom: one's own always brings the list down; others' are counted if out of view.
  useLayoutEffect(() => {
    const previous = lastKey.current;
    const last = rows.at(-1);
    lastKey.current = last?.key ?? null;
    if (previous === null || !last || last.key === previous) return;
    const added = rows.slice(rows.findIndex((row) => row.key === previous) + 1);
    if (added.some(isMineRow)) {
      virtualizer.scrollToEnd();
      setUnseen(0);
    } else if (!atEndRef.current) {
      setUnseen((count) => count + added.filter(isIncomingRow).length);
    }
  }, [rows, virtualizer]);

  useEffect(() => onNewestOnScreenChange(atEnd), [atEnd, onNewestOnScreenChange]);

  // A reader at the newest message stays there as the list grows below it. The virtualizer's own
  // follow misses a tall row (the concierge's summary card) that arrives while it is still
  // scrolling to the reader's own message, a few milliseconds earlier.
  useEffect(() => {
    const element = rowsRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (atEndRef.current) virtualizer.scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [virtualizer]);

  const { hasOlder, loadingOlder, olderFailed, loadOlder } = history;
  // A first page too short to scroll cannot be scrolled up to load more: load it straight away.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && hasOlder && !loadingOlder && !olderFailed && element.scrollHeight <= element.clientHeight) loadOlder();
  }, [rows.length, hasOlder, loadingOlder, olderFailed, loadOlder]);

  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    const nowAtEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= atEndPx;
    if (nowAtEnd !== atEndRef.current) {
      atEndRef.current = nowAtEnd;
      setAtEnd(nowAtEnd);
    }
    if (nowAtEnd) setUnseen(0);
    if (element.scrollTop < nearTopPx && hasOlder && !loadingOlder && !olderFailed) loadOlder();
  }

  function jumpToNewest() {
    virtualizer.scrollToEnd();
    setUnseen(0);
  }

  return (
    <div className={styles.area}>
      <div ref={scrollRef} className={styles.scroller} onScroll={handleScroll} tabIndex={0} role="region" aria-label="Messages">
        <div ref={rowsRef} className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <TimelineRowView row={row} context={rowContext} />
              </div>
            );
          })}
        </div>
      </div>

      {loadingOlder && (
        <div className={styles.topNotice}>
          <Spinner label="Loading earlier messages" />
        </div>
      )}
      {olderFailed && (
        <div className={`${styles.topNotice} ${styles.topError}`} role="alert">
          <span>Earlier messages did not load.</span>
          <Button variant="ghost" size="small" onClick={loadOlder}>
            Retry
          </Button>
        </div>
      )}
      {!atEnd && (
        <Button variant="secondary" size="small" className={styles.jump} onClick={jumpToNewest}>
          <ArrowDown size={16} aria-hidden="true" />
          {unseen > 0 ? (
            `${unseen} new ${unseen === 1 ? 'message' : 'messages'}`
          ) : (
            <span className="visually-hidden">Jump to the newest message</span>
          )}
        </Button>
      )}
    </div>
  );
}
