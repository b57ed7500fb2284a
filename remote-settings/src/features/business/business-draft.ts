// The Business form's state as plain strings, how it compares with the saved project, how it is
// checked, and the PATCH it becomes.
import type { Project, ProjectPatch, UseCase } from '@signalboard/shared/api';
import { toWebsite, websiteError } from '../../lib/validators';

export const DESCRIPTION_MAX = 5000;
/** As the API checks it (characters); the voice goes into every drafted reply's prompt. */
export const REPLY_VOICE_MAX = 1000;

export interface BusinessDraft {
  website: string;
  business_description: string;
  /** How the team speaks and who they are, for drafted replies to leads. */
  reply_voice: string;
  /** '' when no use case is chosen. */
  use_case: UseCase | '';
}

export type BusinessField = keyof BusinessDraft;
export type BusinessErrors = Partial<Record<BusinessField, string>>;

export function draftOf(project: Project): BusinessDraft {
  return {
    website: project.website ?? '',
    business_description: project.business_description ?? '',
    reply_voice: project.reply_voice ?? '',
    use_case: project.use_case ?? '',
  };
}

/** What would be saved: the API's values (null for empty, https:// added, text trimmed). */
export function patchOf(draft: BusinessDraft): ProjectPatch {
  return {
    website: toWebsite(draft.website),
    business_description: draft.business_description.trim() || null,
    reply_voice: draft.reply_voice.trim() || null,
    use_case: draft.use_case || null,
  };
}

/** True when saving the draft would change the project. */
export function isDirty(draft: BusinessDraft, project: Project): boolean {
  const patch = patchOf(draft);
  return (
    patch.website !== (project.website ?? null) ||
    patch.business_description !== (project.business_description?.trim() || null) ||
    patch.reply_voice !== (project.reply_voice?.trim() || null) ||
    patch.use_case !== (project.use_case ?? null)
  );
}

export function validateBusiness(draft: BusinessDraft): BusinessErrors {
  const errors: BusinessErrors = {};
  const website = websiteError('Website', draft.website);
  if (website) errors.website = website;
  if (draft.business_description.trim().length > DESCRIPTION_MAX) {
    errors.business_description = `Business description must be at most ${DESCRIPTION_MAX.toLocaleString('en')} characters.`;
  }
  // Counted as the API counts (characters, not UTF-16 units), so an emoji is one.
  if ([...draft.reply_voice.trim()].length > REPLY_VOICE_MAX) {
    errors.reply_voice = `Reply voice must be at most ${REPLY_VOICE_MAX.toLocaleString('en')} characters.`;
  }
  return errors;
}
