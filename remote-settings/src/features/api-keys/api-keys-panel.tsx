// The tab's body for a member: the intro, then the keys (or an empty state offering the first one), and
// the create dialog. After the dialog closes focus goes back to "Create API key" (the empty state's
// button is gone by then once a key exists, so headless UI's own return would land on the page).
import { useEffect, useId, useRef, useState } from 'react';
import { useOrganization, type Project } from '@signalboard/shared/api';
import { Button, EmptyState, IconPlus, LoadError, preloadDialog, Spinner } from '@signalboard/shared/ui';
import { IconApiKeys } from '../settings-shell/tab-icons';
import { useApiKeys } from './api/use-api-keys';
import { ApiKeyList } from './api-key-list';
import { ApiKeysIntro } from './api-keys-intro';
import { CreateApiKeyDialog } from './create-api-key-dialog';

export function ApiKeysPanel({ project }: { project: Project }) {
  const headingId = useId();
  const keys = useApiKeys(project.id);
  const organizationName = useOrganization().data?.name ?? 'the organization';
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (creating || !returnFocus.current) return;
    returnFocus.current = false;
    createButton.current?.focus();
  }, [creating]);

  const createProps = {
    ref: createButton,
    icon: <IconPlus size={16} />,
    onMouseEnter: preloadDialog,
    onFocus: preloadDialog,
    onClick: () => setCreating(true),
    children: 'Create API key',
  };

  const body = () => {
    if (keys.isError) {
      return (
        <LoadError
          what="We could not load the API keys."
          error={keys.error}
          retrying={keys.isFetching}
          onRetry={() => void keys.refetch()}
        />
      );
    }
    if (!keys.data) return <Spinner label="Loading the API keys" />;
    if (keys.data.length === 0) {
      return (
        <EmptyState
          className="sb-card api-keys-empty"
          icon={<IconApiKeys />}
          title="No API keys yet"
          description="Create a key for each script or assistant, with only the scopes it needs. You can revoke it at any time."
          action={<Button {...createProps} />}
        />
      );
    }
    return (
      <section className="sb-stack" aria-labelledby={headingId}>
        <div className="api-keys-head">
          <h2 id={headingId} className="api-keys-head__title">
            Keys for {project.name}
          </h2>
          <Button {...createProps} />
        </div>
        <ApiKeyList projectId={project.id} projectName={project.name} keys={keys.data} />
      </section>
    );
  };

  return (
    <div className="api-keys sb-stack sb-stack--lg">
      <ApiKeysIntro />
      {body()}
      <CreateApiKeyDialog
        open={creating}
        project={project}
        organizationName={organizationName}
        onClose={() => {
          returnFocus.current = true;
          setCreating(false);
        }}
      />
    </div>
  );
}
