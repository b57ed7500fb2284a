// /projects/{projectId}/leads: the filters, the overview strip, the toolbar (manage signals, columns
// and statuses, for members only; export), the list, and the drawer that opens a lead over it (?lead=<id>).
import { PageHeader } from '@signalboard/shared/ui';
import { useParams } from '@signalboard/shared/router';
import { UndoLayer } from '../../components/undo/undo-layer';
import { ExportButton } from '../export/export-button';
import { LeadDrawer } from '../lead-detail/lead-drawer';
import { LeadFilterBar } from '../lead-filters/filter-bar';
import { NewLeadsBanner } from '../live/new-leads-banner';
import { useLeadEvents } from '../live/use-lead-events';
import { ManageMenu } from '../manage/manage-menu';
import { OverviewStrip } from '../overview/overview-strip';
import { SlackBrokenBanner } from '../slack-status/slack-broken-banner';
import { LeadGrid } from './lead-grid';
import { SkipToList } from './skip-to-list';
import './lead-list.css';

export default function LeadListPage() {
  const { projectId = '' } = useParams<{ projectId: string }>();
  const live = useLeadEvents(projectId);
  return (
    <div className="sb-leads">
      <SkipToList />
      <PageHeader
        className="sb-leads__header"
        title="Leads"
        subtitle="People on public forums asking for what you sell."
        actions={
          <>
            <ManageMenu projectId={projectId} />
            <ExportButton projectId={projectId} />
          </>
        }
      />
      <SlackBrokenBanner projectId={projectId} />
      <LeadFilterBar projectId={projectId} />
      <OverviewStrip projectId={projectId} />
      <NewLeadsBanner live={live} />
      <LeadGrid projectId={projectId} />
      <LeadDrawer projectId={projectId} />
      <UndoLayer />
    </div>
  );
}
