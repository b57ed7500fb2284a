// One lead in full, the same in the drawer and on its page: the triage controls (star, read,
// status, good lead / not a lead), its owner and its CRMs (send it, where it is), the post, why it
// matched and the smart column answers, then the team's notes and the lead's history. Opening a lead
// marks it read, once per open (a lead marked unread here stays unread).
import { useEffect, useId, useRef, type ElementType, type ReactNode } from 'react';
import { Link } from '@signalboard/shared/router';
import {
  isApiError,
  LEAD_NOT_FOUND_STATUS,
  useLead,
  useListedLead,
  useMarkLeadRead,
  useMarkLeadsRead,
  useMarkLeadsUnread,
  useSmartColumns,
  useStarLead,
  useStatusConfigs,
  useUpdateLeadStatus,
  type Lead,
  type LeadItem,
} from '@signalboard/shared/api';
import { Button, LoadError, Spinner, buttonClassName } from '@signalboard/shared/ui';
import { ImportedNote, useLeadThreshold } from '../../components/imported-note';
import { OwnerPicker } from '../../components/owner-picker';
import { VerdictControls } from '../../components/verdict-controls';
import { DraftReply } from './draft-reply';
import { LeadCrm } from './lead-crm';
import { LeadMatches, LeadSmartValues } from './lead-explanations';
import { LeadHistory } from './lead-history';
import { LeadNotes } from './lead-notes';
import { LeadPost } from './lead-post';
import { NeedsAssistant } from './needs-assistant';
import './lead-detail.css';

export interface LeadDetailProps {
  projectId: string;
  leadId: string;
  /** The element of the lead's title: h1 on the page, the dialog's title in the drawer. */
  Title: ElementType;
  /** Previous / next, given by the page or the drawer. */
  nav?: ReactNode;
  /** "Open as page" or "Back to leads". */
  links?: ReactNode;
  /** Where "Back to leads" goes from the not-found state. */
  backHref: string;
}

function StatusSelect({ projectId, lead }: { projectId: string; lead: Lead }) {
  const statuses = useStatusConfigs(projectId);
  const update = useUpdateLeadStatus(projectId);
  const id = useId();
  return (
    <div className="lead-detail__status">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        className="lead-detail__select"
        value={lead.status_config_id ?? ''}
        disabled={!statuses.data}
        onChange={(event) =>
          event.target.value && update.mutate({ statusId: event.target.value, target: { ids: [lead.id] } })
        }
      >
        {lead.status_config_id === null || !statuses.data ? <option value="">No status</option> : null}
        {statuses.data?.map((status) => (
          <option key={status.id} value={status.id}>
            {status.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function LeadActions({ projectId, lead }: { projectId: string; lead: Lead }) {
  const star = useStarLead(projectId);
  const markRead = useMarkLeadsRead(projectId);
  const markUnread = useMarkLeadsUnread(projectId);
  return (
    <div className="lead-detail__actions" role="group" aria-label="Triage">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={lead.starred}
        onClick={() => star.mutate({ id: lead.id, starred: !lead.starred })}
      >
        <span aria-hidden="true">{lead.starred ? '★' : '☆'}</span> Star
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => (lead.read ? markUnread : markRead).mutate({ ids: [lead.id] })}
      >
        {lead.read ? 'Mark unread' : 'Mark read'}
      </Button>
      <StatusSelect projectId={projectId} lead={lead} />
      <VerdictControls projectId={projectId} lead={lead} />
    </div>
  );
}

/** Marks the lead read the first time its whole copy is shown in this open. */
function useMarkReadOnOpen(projectId: string, whole: LeadItem | undefined) {
  const { mutate } = useMarkLeadRead(projectId);
  const marked = useRef(new Set<string>());
  useEffect(() => {
    // Waits for the whole copy: the list's copy may say unread for a lead read since.
    if (!whole || marked.current.has(whole.id)) return;
    marked.current.add(whole.id);
    if (!whole.read) mutate(whole.id);
  }, [whole, mutate]);
}

export function LeadDetail({ projectId, leadId, Title, nav, links, backHref }: LeadDetailProps) {
  const query = useLead(projectId, leadId);
  const listed = useListedLead(projectId, leadId);
  const columns = useSmartColumns(projectId);
  const threshold = useLeadThreshold(projectId);
  const titleId = useId();
  const whole = query.data;
  // While the whole lead loads, the list's row stands in (a lead opened from the list shows at once);
  // why it matched and the smart column answers wait for the whole lead.
  const lead = whole ?? (query.isError ? undefined : listed);
  useMarkReadOnOpen(projectId, whole);

  const notFound = isApiError(query.error) && query.error.status === LEAD_NOT_FOUND_STATUS;
  let content: ReactNode;
  if (lead && !notFound) {
    content = (
      <>
        <LeadActions projectId={projectId} lead={lead} />
        <div className="lead-detail__owner">
          <span aria-hidden="true">Owner</span>
          <OwnerPicker projectId={projectId} lead={lead} />
        </div>
        <LeadCrm projectId={projectId} lead={lead} links={whole?.crm} />
        <ImportedNote lead={lead} threshold={threshold} className="lead-detail__imported" />
        <LeadPost lead={lead} loadingWhole={!whole} Title={Title} titleId={titleId} />
        <DraftReply key={lead.id} projectId={projectId} leadId={lead.id} postUrl={lead.post.url} />
        {whole ? (
          <>
            <LeadMatches matches={whole.matches} />
            <LeadSmartValues columns={columns.data ?? []} values={whole.smart_values} />
          </>
        ) : (
          <Spinner label="Loading why it matched" />
        )}
        <NeedsAssistant projectId={projectId} />
        <LeadNotes projectId={projectId} leadId={lead.id} />
        <LeadHistory projectId={projectId} lead={lead} />
      </>
    );
  } else if (notFound) {
    // EmptyState's own heading is an h2; the title element here is the page's h1 or the dialog's title.
    content = (
      <div className="sb-empty-state">
        <Title className="sb-empty-state__title">Lead not found</Title>
        <p className="sb-empty-state__description">
          This lead was deleted, or it is not a lead of this project.
        </p>
        <div className="sb-empty-state__action">
          <Link className={buttonClassName('secondary')} to={backHref}>
            Back to leads
          </Link>
        </div>
      </div>
    );
  } else if (query.isError) {
    content = (
      <>
        <Title className="lead-detail__title">Lead</Title>
        <LoadError
          what="We could not load this lead."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  } else {
    content = (
      <div className="lead-detail__loading">
        <Title className="sb-visually-hidden">Lead</Title>
        <Spinner label="Loading the lead" />
      </div>
    );
  }

  return (
    <div className="lead-detail">
      {(nav || links) && !notFound ? (
        <div className="lead-detail__bar">
          {nav}
          {links ? <div className="lead-detail__links">{links}</div> : null}
        </div>
      ) : null}
      {content}
    </div>
  );
}
