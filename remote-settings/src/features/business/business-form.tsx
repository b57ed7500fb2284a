// The Business form. Fields are checked when they lose focus (once touched) and on Save; a refusal
// from the server appears under the field it names. Save is off until something changed, Reset
// brings back what is saved, and a proposal from the website is only applied when asked to.
import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  useUpdateProject,
  type BusinessInfoProposal,
  type Project,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { Form, FormError, TextAreaField, TextField } from '@signalboard/shared/ui';
import { SaveBar } from '../../lib/save-bar';
import { serverFieldError } from '../../lib/server-field-error';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes-prompt';
import { useFieldRefs } from '../../lib/use-field-refs';
import {
  DESCRIPTION_MAX,
  REPLY_VOICE_MAX,
  draftOf,
  isDirty,
  patchOf,
  validateBusiness,
  type BusinessDraft,
  type BusinessErrors,
  type BusinessField,
} from './business-draft';
import { UseCaseField } from './use-case-field';
import { WebsiteProposal } from './website-proposal';

const FIELDS: readonly BusinessField[] = ['website', 'business_description', 'reply_voice', 'use_case'];

export function BusinessForm({ project }: { project: Project }) {
  const update = useUpdateProject(project.id);
  const [draft, setDraft] = useState<BusinessDraft>(() => draftOf(project));
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<BusinessField>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const { register, focus } = useFieldRefs<BusinessField>();
  const dirty = isDirty(draft, project);

  const change = (name: BusinessField, value: string) => {
    const next = { ...draft, [name]: value } as BusinessDraft;
    setDraft(next);
    setTouched((current) => new Set(current).add(name));
    // A message already showing follows the typing, so it goes away once fixed.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateBusiness(next)[name] }));
  };
  const blur = (name: BusinessField) => {
    if (touched.has(name)) setErrors((current) => ({ ...current, [name]: validateBusiness(draft)[name] }));
  };

  const applyProposal = (changes: Partial<BusinessDraft>, target: BusinessField) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setErrors(validateBusiness(next));
    focus(target);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateBusiness(draft);
    setErrors(found);
    setTouched(new Set(FIELDS));
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      focus(invalid);
      return;
    }
    try {
      const saved = await update.mutateAsync(patchOf(draft));
      // The server's version (trimmed, https:// added) becomes what the form shows.
      setDraft(draftOf(saved));
      notify.success('Business details saved');
    } catch (error) {
      const field = serverFieldError(error);
      const name = FIELDS.find((candidate) => candidate === field?.field);
      if (field && name) {
        setErrors((current) => ({ ...current, [name]: field.message }));
        focus(name);
      } else {
        setFormError(errorMessage(error, 'Could not save the business details'));
      }
    }
  };

  const reset = () => {
    setDraft(draftOf(project));
    setErrors({});
    setTouched(new Set());
    setFormError(null);
  };

  return (
    <Form onSubmit={(event) => void save(event)} aria-label="Business details">
      <TextField
        ref={register('website')}
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        hint="The site of the business, starting with http:// or https://."
        value={draft.website}
        error={errors.website}
        onChange={(event) => change('website', event.target.value)}
        onBlur={() => blur('website')}
      />
      <WebsiteProposal
        projectId={project.id}
        website={draft.website}
        websiteError={validateBusiness(draft).website ?? null}
        currentDescription={draft.business_description}
        onApply={(proposal: BusinessInfoProposal, how: 'replace' | 'append' | 'website') => {
          if (how === 'website') {
            applyProposal({ website: proposal.website }, 'website');
            return;
          }
          const current = draft.business_description.trim();
          const description =
            how === 'append' && current
              ? `${current}\n\n${proposal.business_description}`
              : proposal.business_description;
          applyProposal({ business_description: description }, 'business_description');
        }}
      />
      <TextAreaField
        ref={register('business_description')}
        label="Business description"
        rows={8}
        hint="What you sell, to whom, and what makes it different. Leads are matched against it."
        countMax={DESCRIPTION_MAX}
        value={draft.business_description}
        error={errors.business_description}
        onChange={(event) => change('business_description', event.target.value)}
        onBlur={() => blur('business_description')}
      />
      <TextAreaField
        ref={register('reply_voice')}
        label="Reply voice"
        rows={3}
        hint="Who you are and how your team speaks, for replies drafted to leads. For example: “We are Acme’s founders; friendly, plain, no marketing speak.”"
        placeholder="We are Acme’s founders; friendly, plain, no marketing speak."
        countMax={REPLY_VOICE_MAX}
        value={draft.reply_voice}
        error={errors.reply_voice}
        onChange={(event) => change('reply_voice', event.target.value)}
        onBlur={() => blur('reply_voice')}
      />
      <UseCaseField
        ref={register('use_case')}
        value={draft.use_case}
        error={errors.use_case}
        onChange={(value) => change('use_case', value)}
      />
      <FormError>{formError}</FormError>
      <UnsavedChangesPrompt dirty={dirty} what="the business details" />
      <SaveBar dirty={dirty} saving={update.isPending} onReset={reset} />
    </Form>
  );
}
