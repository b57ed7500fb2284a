// A lead's notes (issue 26): GET, POST, PATCH and DELETE /api/v1/leads/{projectId}/lead/{leadId}/notes.
// Every change is written to the lead's history in the same transaction, so each mutation here asks
// for the notes and the history again once it settles. The mutations carry the notes' key as their
// mutation key: the live handler reads it to know a lead_changed event is this tab's own change.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';
import { apiClient, unwrap } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema.gen';

export type LeadNote = components['schemas']['LeadNote'];
export type LeadNoteInput = components['schemas']['LeadNoteInput'];

/** The API's limit, in characters (code points) once trimmed. */
export const LEAD_NOTE_MAX_LENGTH = 5000;
/** How long after writing it its author may edit a note (the API's clock decides). */
export const LEAD_NOTE_EDIT_MINUTES = 15;

export const LEAD_NOTES_FAILED = 'Could not load the notes';
export const ADD_NOTE_FAILED = 'Could not add the note';
export const EDIT_NOTE_FAILED = 'Could not save the note';
export const DELETE_NOTE_FAILED = 'Could not delete the note';

/** A note's length as the API counts it: code points of the trimmed text. */
export const leadNoteLength = (body: string): number => [...body.trim()].length;

export async function listLeadNotes(projectId: string, leadId: string): Promise<LeadNote[]> {
  const notes = await unwrap(
    apiClient().GET('/api/v1/leads/{projectId}/lead/{leadId}/notes', {
      params: { path: { projectId, leadId } },
    }),
    LEAD_NOTES_FAILED,
  );
  return notes.items;
}

export function addLeadNote(projectId: string, leadId: string, input: LeadNoteInput): Promise<LeadNote> {
  return unwrap(
    apiClient().POST('/api/v1/leads/{projectId}/lead/{leadId}/notes', {
      params: { path: { projectId, leadId } },
      body: input,
    }),
    ADD_NOTE_FAILED,
  );
}

export function editLeadNote(
  projectId: string,
  leadId: string,
  noteId: string,
  input: LeadNoteInput,
): Promise<LeadNote> {
  return unwrap(
    apiClient().PATCH('/api/v1/leads/{projectId}/lead/{leadId}/notes/{noteId}', {
      params: { path: { projectId, leadId, noteId } },
      body: input,
    }),
    EDIT_NOTE_FAILED,
  );
}

export async function deleteLeadNote(projectId: string, leadId: string, noteId: string): Promise<void> {
  await unwrap(
    apiClient().DELETE('/api/v1/leads/{projectId}/lead/{leadId}/notes/{noteId}', {
      params: { path: { projectId, leadId, noteId } },
    }),
    DELETE_NOTE_FAILED,
  );
}

export const leadNotesQueryOptions = (projectId: string, leadId: string) =>
  queryOptions({
    queryKey: queryKeys.leadNotes(projectId, leadId),
    queryFn: () => listLeadNotes(projectId, leadId),
  });

/** The lead's notes, oldest first; idle while signed out or without ids. */
export function useLeadNotes(projectId: string | undefined, leadId: string | undefined) {
  const signedIn = useSession((s) => s.accessToken !== null);
  return useQuery({
    ...leadNotesQueryOptions(projectId ?? '', leadId ?? ''),
    enabled: signedIn && Boolean(projectId) && Boolean(leadId),
  });
}

/** Notes and history both change with a note: ask for both again (not awaited, see useLeadNoteMutation). */
function refreshNotes(queryClient: QueryClient, projectId: string, leadId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.leadNotes(projectId, leadId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leadHistory(projectId, leadId) });
}

/**
 * The shape every note mutation shares: `show` puts the answer in the cached notes at once, before the
 * list comes back. onSettled starts the refetch without awaiting it, so the mutation stops being
 * pending as soon as the refetch has started: an own lead_changed event that arrives while it is still
 * pending is known to be covered by that refetch.
 */
function useLeadNoteMutation<V, R>(
  projectId: string,
  leadId: string,
  call: (variables: V) => Promise<R>,
  show: (notes: LeadNote[], answer: R, variables: V) => LeadNote[],
) {
  const queryClient = useQueryClient();
  return useMutation<R, unknown, V>({
    mutationKey: queryKeys.leadNotes(projectId, leadId),
    mutationFn: call,
    onSuccess: (answer, variables) =>
      queryClient.setQueryData<LeadNote[]>(queryKeys.leadNotes(projectId, leadId), (notes) =>
        notes ? show(notes, answer, variables) : notes,
      ),
    onSettled: () => refreshNotes(queryClient, projectId, leadId),
  });
}

const upsert = (notes: LeadNote[], note: LeadNote): LeadNote[] =>
  notes.some((n) => n.id === note.id) ? notes.map((n) => (n.id === note.id ? note : n)) : [...notes, note];

/** Adds a note (variables: `{ body, mentioned_user_ids? }`); answers the note. */
export function useAddLeadNote(projectId: string, leadId: string) {
  return useLeadNoteMutation(
    projectId,
    leadId,
    (input: LeadNoteInput) => addLeadNote(projectId, leadId, input),
    upsert,
  );
}

export interface EditLeadNoteVariables extends LeadNoteInput {
  noteId: string;
}

/** Edits the author's own note within its window (variables: `{ noteId, body, mentioned_user_ids? }`). */
export function useEditLeadNote(projectId: string, leadId: string) {
  return useLeadNoteMutation(
    projectId,
    leadId,
    ({ noteId, ...input }: EditLeadNoteVariables) => editLeadNote(projectId, leadId, noteId, input),
    upsert,
  );
}

/** Deletes a note (variables: its id); it leaves the list once the API agrees. */
export function useDeleteLeadNote(projectId: string, leadId: string) {
  return useLeadNoteMutation(
    projectId,
    leadId,
    (noteId: string) => deleteLeadNote(projectId, leadId, noteId),
    (notes, _answer, noteId) => notes.filter((note) => note.id !== noteId),
  );
}
