// The proposal step 2 drafted from the website (key offerings, competitors, and a notice when it was
// written without the AI), kept for step 3 in sessionStorage so it survives a reload. The
// description itself is saved on the project right away; this only feeds step 3's chips.
import type { BusinessInfoProposal } from '@signalboard/shared/api';
import { isStringList, projectSessionStore } from '../../lib/project-session-store';

/** What was stored, if it still has the proposal's shape. */
function asProposal(stored: unknown): BusinessInfoProposal | null {
  const value = stored as Partial<BusinessInfoProposal> | null;
  if (
    !value ||
    typeof value.business_description !== 'string' ||
    !isStringList(value.key_offerings) ||
    !isStringList(value.competitors)
  )
    return null;
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

// Not kept (storage full or disabled): step 3 simply shows no chips.
const proposals = projectSessionStore('signalboard.business-info-proposal.', asProposal);
export const readProposal = proposals.read;
export const storeProposal = proposals.store;
