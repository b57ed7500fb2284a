// What "Draft a reply" needs on a server without an AI assistant, in one muted line: placed after why
// the lead matched (a box right under the post pushed the signals below the fold on every lead). Owners
// and admins get the way to Settings, where the scoring card shows how to add one; members whom to ask.
import { useId } from 'react';
import { Link } from '@signalboard/shared/router';
import { useProject, useReplyAssistant } from '@signalboard/shared/api';
import './draft-reply.css';

export function NeedsAssistantLine({ projectId }: { projectId: string }) {
  const role = useProject(projectId).data?.viewer_role;
  const manages = role === 'owner' || role === 'admin';
  return (
    <p className="lead-detail__muted draft-reply__needs">
      Draft a reply needs an AI assistant
      {manages ? (
        <>
          : set one up in{' '}
          <Link className="sb-link" to={`/projects/${encodeURIComponent(projectId)}/settings/lead-quality`}>
            Settings → Lead quality
          </Link>
          .
        </>
      ) : (
        ' on this server; ask the person who runs Signalboard.'
      )}
    </p>
  );
}

/** The line as the lead's Reply section, shown only once the server said it has no assistant. */
export function NeedsAssistant({ projectId }: { projectId: string }) {
  const assistant = useReplyAssistant(projectId);
  const titleId = useId();
  if (assistant.data?.available !== false) return null;
  return (
    // A heading for those who move by headings, the same "Reply" as when drafting is on.
    <section className="lead-detail__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="sb-visually-hidden">
        Reply
      </h3>
      <NeedsAssistantLine projectId={projectId} />
    </section>
  );
}
