// "Good lead" and "Not a lead" for the lead open in the drawer or on its page. A good lead's button
// stays pressed with a check (the quiet accepted mark); a lead marked not a lead says so, with its
// reason, and offers Restore.
import { notLeadReasonLabel, type Lead } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { useRef, useState } from 'react';
import { leadTitle } from './lead-title';
import { ReasonMenu } from './reason-menu';
import { useGiveVerdict } from './use-verdict';
import './verdict.css';

export function VerdictControls({ projectId, lead }: { projectId: string; lead: Lead }) {
  const give = useGiveVerdict(projectId);
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const target = { ids: [lead.id] };
  const previous = { verdict: lead.verdict, reason: lead.verdict_reason, reason_note: lead.verdict_note };

  if (lead.verdict === 'not_lead')
    return (
      <div className="sb-verdict" role="group" aria-label="Verdict">
        <p className="sb-verdict__hidden">
          Hidden: not a lead ({notLeadReasonLabel(lead.verdict_reason)}
          {lead.verdict_note ? `: ${lead.verdict_note}` : ''})
        </p>
        <Button variant="secondary" size="sm" onClick={() => give(target, { verdict: null })}>
          Restore
        </Button>
      </div>
    );

  const good = lead.verdict === 'good';
  return (
    <div className="sb-verdict" role="group" aria-label="Verdict">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={good}
        className={good ? 'sb-verdict__good--on' : undefined}
        onClick={() => give(target, { verdict: good ? null : 'good' })}
      >
        <span aria-hidden="true">✓</span> Good lead
      </Button>
      <span className="sb-verdict__anchor">
        <Button
          ref={trigger}
          variant="secondary"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={asking}
          onClick={() => setAsking((open) => !open)}
        >
          <span aria-hidden="true">⊘</span> Not a lead
        </Button>
        {asking ? (
          <ReasonMenu
            about={`“${leadTitle(lead.post)}”`}
            onChoose={(reason, note) => {
              setAsking(false);
              trigger.current?.focus();
              give(target, { verdict: 'not_lead', reason, reason_note: note }, { previous });
            }}
            onClose={() => {
              setAsking(false);
              trigger.current?.focus();
            }}
          />
        ) : null}
      </span>
    </div>
  );
}
