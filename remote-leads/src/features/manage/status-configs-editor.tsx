// "Statuses": the project's lead statuses in order. Add, rename, recolour, make default, delete (saying
// where its leads go) and reorder, by drag and drop or by keyboard (Alt+ArrowUp/Down on a row, or its
// Move up / Move down buttons); each move is announced in a live region and is optimistic (the list
// goes back if the API refuses).
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  errorMessage,
  isApiError,
  useCreateStatusConfig,
  useDeleteStatusConfig,
  useMoveStatusConfig,
  useStatusConfigs,
  useUpdateStatusConfig,
  type StatusConfig,
} from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Form,
  FormError,
  LoadError,
  Spinner,
  TextField,
} from '@signalboard/shared/ui';
import { colorName, DEFAULT_STATUS_COLOR, StatusPalette } from './status-palette';

const number = new Intl.NumberFormat('en');

export const moveAnnouncement = (name: string, position: number, count: number) =>
  `Moved ${name} to position ${position + 1} of ${count}.`;

/** Where a deleted status's leads go: the default, or (deleting the default) the first other status. */
export function deleteSentence(status: StatusConfig, list: readonly StatusConfig[]): string {
  const others = list.filter((s) => s.id !== status.id);
  const target = status.is_default ? others[0] : others.find((s) => s.is_default);
  const leads =
    status.lead_count === 1 ? 'Its 1 lead moves' : `Its ${number.format(status.lead_count)} leads move`;
  const becomes = status.is_default && target ? ` ${target.name} becomes the default.` : '';
  return `${leads} to ${target?.name ?? 'the default status'}.${becomes}`;
}

export function StatusConfigsEditor({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const statuses = useStatusConfigs(projectId);
  const move = useMoveStatusConfig(projectId);
  const remove = useDeleteStatusConfig(projectId);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<StatusConfig | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  /** The row to focus after a keyboard move: it re-renders at its new place. */
  const refocus = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const list = statuses.data ?? [];

  useEffect(() => {
    if (!refocus.current) return;
    rows.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const moveTo = (status: StatusConfig, newPosition: number, fromKeyboard: boolean) => {
    if (newPosition < 0 || newPosition >= list.length || newPosition === status.position) return;
    if (fromKeyboard) refocus.current = status.id;
    setAnnouncement(moveAnnouncement(status.name, newPosition, list.length));
    move.mutate(
      { id: status.id, newPosition },
      {
        onError: (error) => {
          const message = errorMessage(error, 'Could not move the status.');
          setAnnouncement(`${message} ${status.name} is back at position ${status.position + 1}.`);
          notify.error(message);
        },
      },
    );
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLLIElement>, status: StatusConfig) => {
    // Only the row itself: arrows typed in the rename field belong to the field.
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(status, status.position + (event.key === 'ArrowUp' ? -1 : 1), true);
    }
  };

  const drop = (event: DragEvent<HTMLLIElement>, target: StatusConfig) => {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer?.getData('text/plain');
    setDragged(null);
    setDropTarget(null);
    const status = list.find((s) => s.id === id);
    if (status) moveTo(status, target.position, false);
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(`Deleted the status “${target.name}”.`);
      },
      onError: (error) => {
        setDeleting(null);
        notify.error(errorMessage(error, 'Could not delete the status.'));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Lead statuses"
      description="The stages your leads go through. Drag a status, or focus it and press Alt+Arrow Up or Down, to reorder."
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {statuses.isError ? (
        <LoadError
          what="We could not load the lead statuses."
          error={statuses.error}
          onRetry={() => void statuses.refetch()}
          retrying={statuses.isFetching}
        />
      ) : !statuses.data ? (
        <Spinner label="Loading the lead statuses" />
      ) : (
        <div className="sb-stack">
          <p id="manage-status-help" className="sb-visually-hidden">
            Press Alt+Arrow Up or Alt+Arrow Down to move this status.
          </p>
          <ol className="manage-list" aria-label="Lead statuses in order">
            {list.map((status) => (
              <li
                key={status.id}
                ref={(node) => {
                  if (node) rows.current.set(status.id, node);
                  else rows.current.delete(status.id);
                }}
                tabIndex={0}
                aria-label={`${status.name}, position ${status.position + 1} of ${list.length}`}
                aria-describedby="manage-status-help"
                draggable
                className={[
                  'manage-card manage-status',
                  dragged === status.id ? 'manage-status--dragging' : '',
                  dropTarget === status.id && dragged !== status.id ? 'manage-status--target' : '',
                ].join(' ')}
                onKeyDown={(event) => onRowKeyDown(event, status)}
                onDragStart={(event) => {
                  setDragged(status.id);
                  event.dataTransfer?.setData('text/plain', status.id);
                  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
                  setDropTarget(status.id);
                }}
                onDragLeave={() => setDropTarget((current) => (current === status.id ? null : current))}
                onDragEnd={() => {
                  setDragged(null);
                  setDropTarget(null);
                }}
                onDrop={(event) => drop(event, status)}
              >
                <StatusRow
                  projectId={projectId}
                  status={status}
                  count={list.length}
                  onMove={(position) => moveTo(status, position, false)}
                  onDelete={() => setDeleting(status)}
                />
              </li>
            ))}
          </ol>
          <p role="status" aria-live="polite" className="sb-visually-hidden">
            {announcement}
          </p>
          <NewStatusForm projectId={projectId} />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the status “${deleting?.name ?? ''}”?`}
        description={deleting ? deleteSentence(deleting, list) : ''}
        confirmLabel="Delete status"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}

interface StatusRowProps {
  projectId: string;
  status: StatusConfig;
  count: number;
  onMove: (position: number) => void;
  onDelete: () => void;
}

function StatusRow({ projectId, status, count, onMove, onDelete }: StatusRowProps) {
  const update = useUpdateStatusConfig(projectId);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(status.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [recolouring, setRecolouring] = useState(false);

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError('Give the status a name.');
      return;
    }
    update.mutate(
      { id: status.id, name },
      {
        onSuccess: () => setRenaming(false),
        onError: (error) => setNameError(errorMessage(error, 'Could not rename the status.')),
      },
    );
  };

  const recolour = (color: string) =>
    update.mutate(
      { id: status.id, color },
      {
        onSuccess: () => setRecolouring(false),
        onError: (error) => notify.error(errorMessage(error, 'Could not change the colour.')),
      },
    );

  return (
    <div className="sb-stack sb-stack--sm">
      <div className="manage-row">
        <span className="manage-status__handle" aria-hidden="true">
          ⋮⋮
        </span>
        <span className="manage-status__swatch" style={{ background: status.color }} aria-hidden="true" />
        <div className="manage-row__main">
          <strong>{status.name}</strong>
          <span className="sb-muted sb-text-sm">
            {status.lead_count === 1 ? '1 lead' : `${number.format(status.lead_count)} leads`}
            {status.is_default ? ' · Default' : ''}
          </span>
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${status.name} up`}
          disabled={status.position === 0}
          onClick={() => onMove(status.position - 1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${status.name} down`}
          disabled={status.position >= count - 1}
          onClick={() => onMove(status.position + 1)}
        >
          ↓
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Rename ${status.name}`}
          aria-expanded={renaming}
          onClick={() => {
            setName(status.name);
            setNameError(null);
            setRenaming((v) => !v);
          }}
        >
          Rename
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Change the colour of ${status.name} (now ${colorName(status.color)})`}
          aria-expanded={recolouring}
          onClick={() => setRecolouring((v) => !v)}
        >
          Colour
        </Button>
        {status.is_default ? null : (
          <Button
            size="sm"
            variant="ghost"
            // The visible words first, so the name contains them (WCAG 2.5.3).
            aria-label={`Make default: ${status.name}`}
            onClick={() => update.mutate({ id: status.id, is_default: true })}
          >
            Make default
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${status.name}`}
          disabled={count <= 1}
          title={count <= 1 ? 'A project needs at least one status.' : undefined}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
      {renaming ? (
        <Form onSubmit={saveName} className="manage-inline-form" aria-label={`Rename ${status.name}`}>
          <TextField
            label="New name"
            value={name}
            maxLength={40}
            error={nameError}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
          <div className="sb-cluster">
            <Button size="sm" type="submit" loading={update.isPending} loadingLabel="Saving">
              Save name
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : null}
      {recolouring ? (
        <StatusPalette
          label={`Colour of ${status.name}`}
          value={status.color}
          onChange={recolour}
          disabled={update.isPending}
        />
      ) : null}
    </div>
  );
}

function NewStatusForm({ projectId }: { projectId: string }) {
  const create = useCreateStatusConfig(projectId);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_STATUS_COLOR);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (name.trim() === '') {
      setNameError('Give the status a name.');
      return;
    }
    create.mutate(
      { name, color },
      {
        onSuccess: (created) => {
          setName('');
          notify.success(`Added the status “${created.name}”.`);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Could not add the status.');
          if (isApiError(error) && error.field === 'name') setNameError(message);
          else setFormError(message);
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} aria-label="Add a status" className="manage-card">
      <TextField
        label="New status"
        value={name}
        maxLength={40}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(null);
        }}
      />
      <StatusPalette label="Colour of the new status" value={color} onChange={setColor} />
      <FormError>{formError}</FormError>
      <div>
        <Button size="sm" type="submit" loading={create.isPending} loadingLabel="Adding">
          Add status
        </Button>
      </div>
    </Form>
  );
}
