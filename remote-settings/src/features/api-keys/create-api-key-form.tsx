// The create form: a name, the reach (this project or every project of the organization), the scopes
// (ticking a write scope ticks its read one, which can be unticked again: a key asks for what it needs)
// and when it expires. Checked here first; the API's 422 is then shown at the field it names, and focus
// goes to that field.
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '@signalboard/shared/api';
import { FormError, TextField } from '@signalboard/shared/ui';
import { formatDate } from '../../lib/format';
import type { ApiKeyCreate, ApiKeyReach, ApiKeyScope } from './api/api-key-types';
import { SCOPES } from './api-key-words';
import { EXPIRY_CHOICES, expiryOf, firstChoosableDay, type ExpiryChoice } from './expiry-choices';

export const NAME_MAX = 80;

type Field = 'name' | 'reach' | 'scopes' | 'expires_at';
type Errors = Partial<Record<Field | 'form', string>>;

/** The field a 422 names ("scopes.1" is the scopes), or null when it names none of the form's. */
function formField(field: string | undefined): Field | null {
  const root = field?.split('.')[0];
  return root === 'name' || root === 'reach' || root === 'scopes' || root === 'expires_at' ? root : null;
}

export function CreateApiKeyForm({
  id,
  projectName,
  organizationName,
  onSubmit,
}: {
  id: string;
  projectName: string;
  organizationName: string;
  onSubmit: (body: ApiKeyCreate) => Promise<void>;
}) {
  const ids = useId();
  const [name, setName] = useState('');
  const [reach, setReach] = useState<ApiKeyReach>('project');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['leads:read']);
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const firstReach = useRef<HTMLInputElement>(null);
  const firstScope = useRef<HTMLInputElement>(null);
  const expirySelect = useRef<HTMLSelectElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);

  const focus = (field: Field) => {
    if (field === 'name') nameInput.current?.focus();
    else if (field === 'reach') firstReach.current?.focus();
    else if (field === 'scopes') firstScope.current?.focus();
    else (expiry === 'date' ? dateInput : expirySelect).current?.focus();
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['name', 'reach', 'scopes', 'expires_at'] as const).find((field) => found[field]);
    if (first) focus(first);
  };

  const toggle = (scope: ApiKeyScope, on: boolean) => {
    const reads = SCOPES.find((words) => words.scope === scope)?.reads;
    setScopes((current) => {
      const next = on ? [...current, scope, ...(reads ? [reads] : [])] : current.filter((s) => s !== scope);
      // In the catalogue's order, once each.
      return SCOPES.map((words) => words.scope).filter((s) => next.includes(s));
    });
    if (on && errors.scopes) setErrors({ ...errors, scopes: undefined });
  };

  const now = new Date();
  const expiresAt = expiryOf(expiry, date, now);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const trimmed = name.trim();
    if (trimmed === '') found.name = 'Give the key a name: what will use it.';
    else if (trimmed.length > NAME_MAX) found.name = `Keep the name to ${NAME_MAX} characters.`;
    if (scopes.length === 0) found.scopes = 'Choose at least one scope.';
    if (expiresAt === undefined) found.expires_at = 'Choose the day the key stops working.';
    else if (expiresAt !== null && expiresAt.getTime() <= now.getTime())
      found.expires_at = 'Choose a day after today.';
    show(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await onSubmit({
        name: trimmed,
        reach,
        scopes,
        expires_at: expiresAt ? expiresAt.toISOString() : null,
      });
    } catch (error) {
      const field = isApiError(error) && error.status === 422 ? formField(error.field) : null;
      const message = errorMessage(error, 'Could not create the API key.');
      if (field) show({ [field]: message.replace(/^[\w.]+: /, '') });
      else setErrors({ form: message });
    }
  };

  const errorId = (field: Field) => `${ids}-${field}-error`;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="sb-field__error">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: Field) => (errors[field] ? errorId(field) : undefined);

  return (
    <form id={id} className="api-key-form sb-stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={nameInput}
        // Headless UI focuses this field when the dialog opens.
        data-autofocus
        label="Name"
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        placeholder="e.g. Nightly CRM sync, Claude on Ada’s laptop"
        hint="What uses the key, so the list tells you which program to update if you revoke it."
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors({ ...errors, name: undefined });
        }}
      />

      <fieldset className="settings-choice-group" aria-describedby={describedBy('reach')}>
        <legend className="sb-field__label">Reach</legend>
        <div className="settings-choice-group__options">
          <label className="settings-choice">
            <input
              ref={firstReach}
              type="radio"
              name={`${ids}-reach`}
              checked={reach === 'project'}
              onChange={() => setReach('project')}
            />
            <span className="settings-choice__text">
              <span className="settings-choice__label">This project</span>
              <span className="settings-choice__explanation">Only {projectName}.</span>
            </span>
          </label>
          <label className="settings-choice">
            <input
              type="radio"
              name={`${ids}-reach`}
              checked={reach === 'organization'}
              onChange={() => setReach('organization')}
            />
            <span className="settings-choice__text">
              <span className="settings-choice__label">Every project in {organizationName}</span>
              <span className="settings-choice__explanation">Today’s projects and any made later.</span>
            </span>
          </label>
        </div>
        {fieldError('reach')}
      </fieldset>

      <fieldset className="settings-choice-group" aria-describedby={describedBy('scopes')}>
        <legend className="sb-field__label">Scopes</legend>
        <div className="api-key-form__scopes">
          {SCOPES.map((words, index) => (
            <label key={words.scope} className="settings-check">
              <input
                ref={index === 0 ? firstScope : undefined}
                type="checkbox"
                checked={scopes.includes(words.scope)}
                aria-invalid={errors.scopes ? true : undefined}
                onChange={(change) => toggle(words.scope, change.target.checked)}
              />
              <span>
                {words.label}
                <span className="api-key-form__hint">{words.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError('scopes')}
      </fieldset>

      <div className="api-key-form__expiry">
        <div className={errors.expires_at && expiry !== 'date' ? 'sb-field sb-field--invalid' : 'sb-field'}>
          <label className="sb-field__label" htmlFor={`${ids}-expiry`}>
            Expires
          </label>
          <select
            ref={expirySelect}
            id={`${ids}-expiry`}
            className="sb-select"
            value={expiry}
            aria-describedby={`${ids}-expiry-hint${expiry !== 'date' && errors.expires_at ? ` ${errorId('expires_at')}` : ''}`}
            onChange={(event) => {
              setExpiry(event.target.value as ExpiryChoice);
              if (errors.expires_at) setErrors({ ...errors, expires_at: undefined });
            }}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {expiry !== 'date' ? fieldError('expires_at') : null}
          <p id={`${ids}-expiry-hint`} className="sb-field__hint">
            {expiresAt
              ? `The key stops working on ${formatDate(expiresAt.toISOString())}.`
              : expiry === 'never'
                ? 'The key works until it is revoked.'
                : 'The key stops working at the end of that day.'}
          </p>
        </div>
        {expiry === 'date' ? (
          <TextField
            ref={dateInput}
            label="Expiry date"
            type="date"
            required
            min={firstChoosableDay(now)}
            value={date}
            error={errors.expires_at}
            onChange={(event) => {
              setDate(event.target.value);
              if (errors.expires_at) setErrors({ ...errors, expires_at: undefined });
            }}
          />
        ) : null}
      </div>

      <FormError>{errors.form ?? null}</FormError>
    </form>
  );
}
