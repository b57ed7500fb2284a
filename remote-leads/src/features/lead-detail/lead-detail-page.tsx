// /projects/{projectId}/leads/{id}: one lead on its own page. The list's filter params ride along in
// the URL, so previous / next walk the same list and "Back to leads" returns to the same view.
import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@signalboard/shared/router';
import { linkClassName } from '@signalboard/shared/ui';
import { UndoLayer } from '../../components/undo/undo-layer';
import { useLeadChanges } from '../live/use-lead-changes';
import { LeadDetail } from './lead-detail';
import { leadPageHref, leadsHref } from './lead-links';
import { LeadNav, useLeadNavKeys } from './lead-nav';
import { useLeadNeighbours } from './use-lead-neighbours';

function LeadPage({ projectId, leadId }: { projectId: string; leadId: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const neighbours = useLeadNeighbours(projectId, leadId);
  const go = useCallback(
    (id: string) => navigate(leadPageHref(projectId, id, search), { replace: true }),
    [navigate, projectId, search],
  );

  useLeadNavKeys(neighbours, go);
  // Owners and notes others change show here as they happen (the list's page has its own channel).
  useLeadChanges(projectId);

  const back = leadsHref(projectId, search);
  return (
    <div className="lead-page">
      <LeadDetail
        projectId={projectId}
        leadId={leadId}
        Title="h1"
        backHref={back}
        nav={<LeadNav neighbours={neighbours} onGo={go} />}
        links={
          <Link className={linkClassName} to={back}>
            Back to leads
          </Link>
        }
      />
    </div>
  );
}

export default function LeadDetailPage() {
  const { projectId = '', id = '' } = useParams<{ projectId: string; id: string }>();
  return (
    <>
      <LeadPage projectId={projectId} leadId={id} />
      <UndoLayer />
    </>
  );
}
