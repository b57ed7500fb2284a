// The lead's history under its notes: every change as a sentence, newest first, with who and when;
// "Show more" asks for older entries. It follows the lead shown above it (useHistoryFollowsLead).
import { useEffect, useRef } from 'react';
import { useLeadHistory, useProjectPeople, type Lead } from '@signalboard/shared/api';
import { Button, LoadError } from '@signalboard/shared/ui';
import { historyLink, historySentence } from './history-sentence';
import { SectionState } from './section-state';
import { useHistoryFollowsLead } from './use-history-follows-lead';
import { When } from './when';
import './lead-notes.css';

export function LeadHistory({ projectId, lead }: { projectId: string; lead: Lead }) {
  const history = useLeadHistory(projectId, lead.id);
  const people = useProjectPeople(projectId).data;
  const listRef = useRef<HTMLOListElement>(null);
  useHistoryFollowsLead(projectId, lead);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `lead-history-${lead.id}`;

  // After "Show more", focus goes to the first older entry, so a keyboard user reads on from there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    (listRef.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [entries.length]);

  const showMore = () => {
    focusFrom.current = entries.length;
    void history.fetchNextPage();
  };

  return (
    <section className="lead-detail__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="lead-detail__section-title">
        History
      </h3>
      <SectionState
        query={history}
        what="the history"
        hasEntries={entries.length > 0}
        // Leads found before the history began (issue 26) have none until something changes.
        empty="Nothing recorded yet: changes to this lead will show here."
      >
        <ol ref={listRef} className="lead-history__list">
          {entries.map((entry) => {
            const link = historyLink(entry);
            return (
              <li key={entry.id} className="lead-history__entry" tabIndex={-1}>
                <span>{historySentence(entry, people)}</span>{' '}
                {link ? (
                  <>
                    <a className="sb-link" href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label} <span aria-hidden="true">↗</span>
                      <span className="sb-visually-hidden"> (opens in a new tab)</span>
                    </a>{' '}
                  </>
                ) : null}
                <When iso={entry.created_at} />
              </li>
            );
          })}
        </ol>
        {history.isFetchNextPageError ? (
          <LoadError
            size="sm"
            what="We could not load the older entries."
            error={history.error}
            onRetry={showMore}
            retrying={history.isFetchingNextPage}
          />
        ) : history.hasNextPage ? (
          <div>
            <Button variant="secondary" size="sm" loading={history.isFetchingNextPage} onClick={showMore}>
              Show more
            </Button>
          </div>
        ) : null}
      </SectionState>
    </section>
  );
}
