// Connecting with a pasted token (owners only): where to get one in the CRM, step by step, the field,
// and Connect. The API checks the token with the CRM before saving anything; its refusal (403 for a
// non-owner, 422 with the CRM's words) is shown under the field, anything else above the button.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CRM_LABELS,
  errorMessage,
  isApiError,
  useConnectCrmWithToken,
  type CrmConnection,
  type CrmProvider,
} from '@signalboard/shared/api';
import { Button, FormError, TextField } from '@signalboard/shared/ui';
import { CRM_WORDS } from './crm-words';

export interface TokenFormProps {
  projectId: string;
  provider: CrmProvider;
  submitLabel: string;
  onConnected: (connection: CrmConnection) => void;
  autoFocus?: boolean;
}

/** Mirrors the API's check (8 to 2,048 characters, no spaces), in words. */
function tokenProblem(token: string, provider: CrmProvider): string | null {
  const name = `${CRM_LABELS[provider]} ${CRM_WORDS[provider].tokenName}`;
  if (token === '') return `Paste the ${name} first.`;
  if (/\s/.test(token)) return `A ${name} has no spaces: copy it again and paste it whole.`;
  if (token.length < 8) return `This is too short to be a ${name}: copy it again and paste it whole.`;
  if (token.length > 2048) return `This is too long to be a ${name}.`;
  return null;
}

export function TokenForm({ projectId, provider, submitLabel, onConnected, autoFocus }: TokenFormProps) {
  const stepsId = useId();
  const connect = useConnectCrmWithToken(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const words = CRM_WORDS[provider];
  const label = `${CRM_LABELS[provider]} ${words.tokenName}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A form of its own inside the card: it must not submit the settings form around the card.
    event.stopPropagation();
    setFormError(null);
    const value = token.trim();
    const problem = tokenProblem(value, provider);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      const connection = await connect.mutateAsync({ provider, token: value });
      setToken('');
      onConnected(connection);
    } catch (error) {
      // 422 names `token` (the CRM refused it, or it lacks scopes); 403: only owners paste tokens.
      if (isApiError(error) && ((error.status === 422 && error.field === 'token') || error.status === 403)) {
        setFieldError(error.message);
        input.current?.focus();
      } else {
        setFormError(errorMessage(error, `Could not connect ${CRM_LABELS[provider]}`));
      }
    }
  };

  return (
    <form className="crm-token sb-stack" onSubmit={(event) => void submit(event)} noValidate>
      <ol id={stepsId} className="crm-token__steps">
        {words.tokenSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <TextField
        ref={input}
        label={label}
        type="password"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={token}
        error={fieldError ?? undefined}
        hint={`Checked with ${CRM_LABELS[provider]} before it is saved; it is never shown again.`}
        aria-describedby={stepsId}
        onChange={(event) => {
          setToken(event.target.value);
          if (fieldError) setFieldError(null);
        }}
      />
      <FormError>{formError}</FormError>
      <div>
        <Button
          type="submit"
          loading={connect.isPending}
          loadingLabel={`Checking the ${words.tokenName} with ${CRM_LABELS[provider]}`}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
