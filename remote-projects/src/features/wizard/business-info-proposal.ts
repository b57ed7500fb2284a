// The proposal step 2 drafted from the website (key offerings, competitors, and a notice when it was
// written without the AI), kept for step 3 in sessionStorage so it survives a reload. The
// description itself is saved on the project right away; this only feeds step 3's chips.
import type { BusinessInfoProposal } from '@signalboard/shared/api';
import { onSignOut } from '@signalboard/shared/session';

const PREFIX = 'signalboard.business-info-proposal.';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What was stored, if it still has the proposal's shape (storage is user-editable). */
function parse(text: string | null): BusinessInfoProposal | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<BusinessInfoProposal> | null;
    if (
      value &&
      typeof value.business_description === 'string' &&
      isStringList(value.key_offerings) &&
      isStringList(value.competitors)
    ) {
      return {
        website: typeof value.website === 'string' ? value.website : '',
        site_title: typeof value.site_title === 'string' ? value.site_title : null,
        business_description: value.business_description,
        key_offerings: value.key_offerings,
        competitors: value.competitors,
        source: value.source === 'local' ? 'local' : 'llm',
        notice: typeof value.notice === 'string' ? value.notice : null,
      };
    }
  } catch {
    /* not JSON: nothing stored */
  }
  return null;
}

export function readProposal(projectId: string): BusinessInfoProposal | null {
  try {
    return parse(sessionStorage.getItem(PREFIX + projectId));
  } catch {
    return null; // storage disabled
  }
}

export function storeProposal(projectId: string, proposal: BusinessInfoProposal): void {
  try {
    sessionStorage.setItem(PREFIX + projectId, JSON.stringify(proposal));
  } catch {
    /* storage full or disabled: step 3 simply shows no chips */
  }
}

// Another person signing in on this tab must not see the previous one's drafts.
onSignOut(() => {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
});
