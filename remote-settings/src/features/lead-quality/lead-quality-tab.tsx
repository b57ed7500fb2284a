// Lead quality: how the team's "Good lead" / "Not a lead" triage is going (week by week, per intent
// signal and source, and why leads were rejected), the precision measured from its last verdicts,
// Stricter / Looser on the lead threshold with a preview, and what scores the leads. Before any
// triage it says how to start and what it does.
import { Link } from '@signalboard/shared/router';
import { platformName, useLeadQuality, type LeadQuality } from '@signalboard/shared/api';
import { Card, LoadError, Spinner } from '@signalboard/shared/ui';
import { useProjectId } from '../../lib/project-loader';
import { GroupTable } from './group-table';
import { MeasuredPrecisionCard } from './measured-precision-card';
import { RejectionReasons } from './rejection-reasons';
import { ScoringEngineCard } from './scoring-engine-card';
import { ThresholdForm } from './threshold-form';
import { TriageChart } from './triage-chart';
import './lead-quality.css';

function NoTriageYet({ projectId }: { projectId: string }) {
  return (
    <Card title="No triage yet">
      <div className="sb-stack quality-card-body">
        <p>
          Mark leads <strong>Good lead</strong> or <strong>Not a lead</strong> in the lead list (on each lead,
          in its drawer, or several at once). Each judgement teaches this project’s scorer: once it has a few
          of each, new posts like the leads you accepted score higher and posts like those you rejected score
          lower. A lead marked “Not a lead” leaves the list and can be restored.
        </p>
        <p>This page then shows, week by week, how many leads each signal and source brings that you keep.</p>
        <p>
          <Link className="sb-link" to={`/projects/${encodeURIComponent(projectId)}/leads`}>
            Open the lead list
          </Link>
        </p>
      </div>
    </Card>
  );
}

function TriageFigures({ quality }: { quality: LeadQuality }) {
  const { totals } = quality;
  return (
    <>
      <Card
        title="Good lead and Not a lead, last 12 weeks"
        description={`${totals.found} leads found, ${totals.accepted} marked good and ${totals.rejected} not a lead. Weeks start on Monday; leads are dated by when they were posted.`}
      >
        <TriageChart quality={quality} />
      </Card>
      <Card title="By intent signal" description="A lead that matched several signals counts under each.">
        {quality.by_signal.length === 0 ? (
          <p className="sb-text-sm quality-muted">This project has no intent signals.</p>
        ) : (
          <GroupTable
            caption="Triage by intent signal, last 12 weeks"
            heading="Intent signal"
            rows={quality.by_signal.map((s) => ({ key: s.id, name: s.name, group: s }))}
          />
        )}
      </Card>
      <Card title="By source">
        <GroupTable
          caption="Triage by source, last 12 weeks"
          heading="Source"
          rows={quality.by_source.map((s) => ({ key: s.platform, name: platformName(s.platform), group: s }))}
        />
      </Card>
      <Card
        title="Why leads were rejected"
        description="The reasons given for “Not a lead”, since the start."
      >
        <RejectionReasons reasons={quality.rejection_reasons} />
      </Card>
    </>
  );
}

export default function LeadQualityTab() {
  const projectId = useProjectId();
  const quality = useLeadQuality(projectId);
  if (quality.isError) {
    return (
      <LoadError
        what="We could not load the lead quality."
        error={quality.error}
        retrying={quality.isFetching}
        onRetry={() => void quality.refetch()}
      />
    );
  }
  if (!quality.data) return <Spinner label="Loading the lead quality" />;
  const data = quality.data;
  const judged =
    data.totals.accepted + data.totals.rejected + data.rejection_reasons.reduce((n, r) => n + r.count, 0);
  return (
    <div className="sb-stack sb-stack--lg">
      {judged === 0 ? <NoTriageYet projectId={projectId} /> : <TriageFigures quality={data} />}
      <MeasuredPrecisionCard judged={data.judged} />
      <Card
        title="Stricter or looser"
        description="Raise the threshold for fewer, surer leads; lower it to see more posts that might be leads."
      >
        {/* Keyed by the saved threshold so the control starts again from it after a save. */}
        <ThresholdForm key={data.lead_threshold} projectId={projectId} quality={data} />
      </Card>
      <ScoringEngineCard scoring={data.scoring} />
    </div>
  );
}
