// When a note was written or a change made: "5 min ago", the exact time on hover and for machines.
// The same words as the list's rows (relative-time.ts).
import { absoluteTime, relativeTime } from '../lead-list/relative-time';

export function When({ iso }: { iso: string }) {
  const exact = absoluteTime(iso);
  return (
    <time className="lead-notes__muted" dateTime={iso} title={exact}>
      {relativeTime(iso)}
      <span className="sb-visually-hidden"> ({exact})</span>
    </time>
  );
}
