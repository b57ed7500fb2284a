// Why the team said "Not a lead", most common first, each with a bar the length of its share. A
// list with the counts in words: the bars are decoration.
import type { LeadQuality } from '@signalboard/shared/api';
import { REASON_LABELS } from './quality-labels';

export function RejectionReasons({ reasons }: { reasons: LeadQuality['rejection_reasons'] }) {
  const total = reasons.reduce((sum, r) => sum + r.count, 0);
  if (total === 0)
    return <p className="sb-text-sm quality-muted">No lead has been marked “Not a lead” yet.</p>;
  const sorted = [...reasons].filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  return (
    <ul className="quality-reasons" aria-label="Reasons given for Not a lead">
      {sorted.map((r) => (
        <li key={r.reason} className="quality-reasons__item">
          <span className="quality-reasons__label">{REASON_LABELS[r.reason]}</span>
          <span className="quality-reasons__count">
            {r.count} <span className="sb-visually-hidden">of {total}</span>
          </span>
          <span className="quality-reasons__bar" aria-hidden="true">
            <span style={{ width: `${(r.count / total) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
