// The keys that reach this project: a table on wide screens, one card per key on narrow ones (the same
// table, laid out by api-keys.css). Active keys first; revoked and expired ones after them, greyed, with
// the day they stopped. One confirm dialog for the list: revoking stops programs at once.
import { useId, useState } from 'react';
import { errorMessage } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { ConfirmDialog, DialogError } from '@signalboard/shared/ui';
import type { ApiKey } from './api/api-key-types';
import { useRevokeApiKey } from './api/use-revoke-api-key';
import { ApiKeyRow } from './api-key-row';

/** Active keys first, each group in the API's order (newest first). */
export function inListOrder(keys: readonly ApiKey[]): ApiKey[] {
  return [...keys.filter((key) => key.state === 'active'), ...keys.filter((key) => key.state !== 'active')];
}

export function ApiKeyList({
  projectId,
  projectName,
  keys,
}: {
  projectId: string;
  projectName: string;
  keys: readonly ApiKey[];
}) {
  const ids = useId();
  const revoke = useRevokeApiKey(projectId);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const nameId = (key: ApiKey) => `${ids}-${key.id}`;

  const close = () => {
    revoke.reset();
    setRevoking(null);
  };

  const confirm = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
    } catch {
      return; // shown in the dialog
    }
    notify.success('API key revoked', { description: `“${revoking.name}” no longer works.` });
    const name = nameId(revoking);
    close();
    // Its Revoke button is gone: focus goes to the key's name, which now says it is revoked.
    requestAnimationFrame(() => document.getElementById(name)?.focus());
  };

  return (
    <>
      <div className="api-keys-list">
        <table className="api-keys-table">
          <caption className="sb-visually-hidden">API keys that reach {projectName}</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Access</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sb-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {inListOrder(keys).map((key) => (
              <ApiKeyRow
                key={key.id}
                apiKey={key}
                nameId={nameId(key)}
                projectName={projectName}
                onRevoke={() => setRevoking(key)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description={
          <>
            Programs using it stop at once: their next request is refused. This cannot be undone.{' '}
            <DialogError>
              {revoke.isError ? errorMessage(revoke.error, 'Could not revoke the API key.') : null}
            </DialogError>
          </>
        }
        confirmLabel="Revoke key"
        destructive
        loading={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
