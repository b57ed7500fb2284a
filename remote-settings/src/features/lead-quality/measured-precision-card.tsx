// "Measured precision": of the last leads the team judged, how many were good, from the project's own
// verdicts (the API's `judged`). Under 10 verdicts it says how many there are and how to add more.
import type { JudgedLeads } from '@signalboard/shared/api';
import { Card } from '@signalboard/shared/ui';
import { measuredPrecision } from './measured-precision';

export function MeasuredPrecisionCard({ judged }: { judged: JudgedLeads }) {
  const precision = measuredPrecision(judged);
  return (
    <Card title="Measured precision">
      <div className="sb-stack quality-card-body quality-precision">
        <p className={precision.measured ? 'quality-precision__share' : undefined}>{precision.sentence}</p>
        <p className="sb-text-sm quality-muted">{precision.detail}</p>
      </div>
    </Card>
  );
}
