// The data sources as one form, saved together (the API replaces the whole list). Problems are
// found here first, each named under its field; what the API still refuses (422) lands at the field
// it names. After a save the form starts again from what the API stored (secrets masked).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  errorMessage,
  useUpdateDataSources,
  type DataSource,
  type DataSourceInput,
  type Platform,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Form, FormError } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { serverFieldError } from '../../lib/server-field-error';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';
import { useFieldRefs } from '../../lib/use-field-refs';
import { bundledPlatforms } from './bundled-sources';
import { SourceCard } from './source-card';
import {
  draftsOf,
  fieldKey,
  inputsOf,
  intervalKey,
  placeServerError,
  validateDrafts,
  type DraftErrors,
  type SourceDraft,
} from './source-draft';

/** How many platforms are on, and whether the leads so far are only the demo's. */
function statusLine(enabledCount: number, offeredCount: number, demoOn: boolean): string {
  if (enabledCount === 0)
    return demoOn
      ? 'Only the demo’s sample feed is on, so every lead so far is example data. Switch on the platforms where your customers ask questions to find real ones.'
      : 'No platform is on yet: switch on the ones where your customers ask questions.';
  const platforms = `${enabledCount} of ${offeredCount} ${offeredCount === 1 ? 'platform' : 'platforms'} on`;
  return demoOn ? `${platforms}, besides the demo’s sample feed.` : `${platforms}.`;
}

export interface DataSourcesFormProps {
  projectId: string;
  catalogue: Platform[];
  sources: DataSource[];
}

export function DataSourcesForm({ projectId, catalogue: offered, sources }: DataSourcesFormProps) {
  // The demo's sample feed first, then every platform on offer: one list for the drafts and the save.
  const bundled = useMemo(() => bundledPlatforms(offered, sources), [offered, sources]);
  const catalogue = useMemo(() => [...bundled, ...offered], [bundled, offered]);
  const save = useUpdateDataSources(projectId);
  const [baseline, setBaseline] = useState(() => draftsOf(catalogue, sources));
  const [drafts, setDrafts] = useState<SourceDraft[]>(baseline);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const { register, focus } = useFieldRefs<string>();

  // Stored secrets can change outside this form (the cached sources are refetched). The masks sent
  // back must be the stored ones or the API refuses the save, so they follow the cached sources.
  const followed = useRef(sources);
  useEffect(() => {
    if (followed.current === sources) return;
    followed.current = sources;
    const fresh = draftsOf(catalogue, sources);
    const follow = (list: SourceDraft[]) =>
      list.map((draft) => ({
        ...draft,
        storedSecrets: fresh.find((f) => f.platform === draft.platform)?.storedSecrets ?? draft.storedSecrets,
      }));
    setBaseline(follow);
    setDrafts(follow);
  }, [catalogue, sources]);

  // Words typed in a list field but not yet added as chips count: leaving the field (Save) adds them.
  const [pending, setPending] = useState<Record<string, string>>({});
  const dirty =
    JSON.stringify(inputsOf(catalogue, drafts)) !== JSON.stringify(inputsOf(catalogue, baseline)) ||
    Object.values(pending).some((text) => text.trim() !== '');
  const isBundled = (platform: string) => bundled.some((p) => p.id === platform);
  const enabledCount = drafts.filter((d) => d.enabled && !isBundled(d.platform)).length;
  const demoOn = drafts.some((d) => d.enabled && isBundled(d.platform));
  // The API says the default only through a saved source that follows it.
  const defaultInterval =
    sources.find((s) => s.poll_interval_is_default && s.poll_interval_seconds !== null)
      ?.poll_interval_seconds ?? null;

  const change = (platform: string, update: (draft: SourceDraft) => SourceDraft) => {
    const next = drafts.map((draft) => (draft.platform === platform ? update(draft) : draft));
    setDrafts(next);
    // After a first Save, messages follow the typing so they clear once fixed.
    if (checked) setErrors(validateDrafts(catalogue, next));
  };

  const focusFirst = (found: DraftErrors) => {
    const first = drafts
      .flatMap((draft) => [
        draft.platform,
        ...(catalogue.find((p) => p.id === draft.platform)?.settings ?? []).map((s) =>
          fieldKey(draft.platform, s.key),
        ),
        intervalKey(draft.platform),
      ])
      .find((key) => found[key]);
    if (first) focus(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setChecked(true);
    const found = validateDrafts(catalogue, drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const count = Object.keys(found).length;
      setFormError(`Fix the ${count === 1 ? 'field' : `${count} fields`} marked below, then save again.`);
      // Focus once the fields (a source just switched on) are on screen.
      requestAnimationFrame(() => focusFirst(found));
      return;
    }
    const sent: DataSourceInput[] = inputsOf(catalogue, drafts);
    try {
      const saved = await save.mutateAsync(sent);
      const next = draftsOf(catalogue, saved);
      setBaseline(next);
      setDrafts(next);
      setErrors({});
      setChecked(false);
      notify.success('Data sources saved');
    } catch (error) {
      const field = serverFieldError(error);
      const placed = field ? placeServerError(field.field, field.message, sent, catalogue) : null;
      if (placed) {
        setErrors({ [placed.key]: placed.message });
        requestAnimationFrame(() => focusFirst({ [placed.key]: placed.message }));
      } else {
        setFormError(errorMessage(error, 'Could not save the data sources'));
      }
    }
  };

  const reset = () => {
    setDrafts(baseline);
    setErrors({});
    setChecked(false);
    setFormError(null);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Data sources">
      <p className="sb-muted" role="status">
        {statusLine(enabledCount, offered.length, demoOn)}
      </p>
      <ul className="settings-sources sb-plain-list" role="list">
        {catalogue.map((platform) => {
          const draft = drafts.find((d) => d.platform === platform.id);
          if (!draft) return null;
          return (
            <li key={platform.id}>
              <SourceCard
                platform={platform}
                draft={draft}
                health={sources.find((s) => s.platform === platform.id) ?? null}
                defaultInterval={defaultInterval}
                errors={errors}
                register={register}
                onChange={(update) => change(platform.id, update)}
                onPending={(key, text) =>
                  setPending((current) => ({ ...current, [fieldKey(platform.id, key)]: text }))
                }
              />
            </li>
          );
        })}
      </ul>
      <FormError>{formError}</FormError>
      <UnsavedChangesPrompt dirty={dirty} what="the data sources" />
      <SaveBar dirty={dirty} saving={save.isPending} onReset={reset} />
    </Form>
  );
}
