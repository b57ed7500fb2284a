// The lead list toolbar's "Signals", "Columns" and "Statuses" buttons: each opens its editor in a
// dialog (focus trapped, Escape closes, focus returns to the button). Shown only to members of the
// project's organization: a guest triages leads but may not change what the editors save.
import { useState } from 'react';
import { useProject } from '@signalboard/shared/api';
import { Button, preloadDialog } from '@signalboard/shared/ui';
import { IntentSignalsEditor } from './intent-signals-editor';
import { SmartColumnsEditor } from './smart-columns-editor';
import { StatusConfigsEditor } from './status-configs-editor';
import './manage.css';

type Editor = 'signals' | 'columns' | 'statuses';

const BUTTONS: { editor: Editor; label: string; hint: string }[] = [
  { editor: 'signals', label: 'Signals', hint: 'Edit the intent signals' },
  { editor: 'columns', label: 'Columns', hint: 'Edit the smart columns' },
  { editor: 'statuses', label: 'Statuses', hint: 'Edit the lead statuses' },
];

/**
 * Whether the caller may save intent signals, smart columns and statuses: the API answers a guest 403.
 * False until the project (and so the caller's role) is known, so a guest never sees the buttons flash.
 */
function useCanManage(projectId: string): boolean {
  const role = useProject(projectId).data?.viewer_role;
  return role !== undefined && role !== 'guest';
}

export function ManageMenu({ projectId }: { projectId: string }) {
  const canManage = useCanManage(projectId);
  const [open, setOpen] = useState<Editor | null>(null);
  const close = () => setOpen(null);
  if (!canManage) return null;
  return (
    <div className="manage-menu sb-cluster" role="group" aria-label="Manage leads">
      {BUTTONS.map(({ editor, label, hint }) => (
        <Button
          key={editor}
          size="sm"
          variant="secondary"
          title={hint}
          aria-haspopup="dialog"
          onMouseEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={() => setOpen(editor)}
        >
          {label}
        </Button>
      ))}
      {open === 'signals' ? <IntentSignalsEditor projectId={projectId} onClose={close} /> : null}
      {open === 'columns' ? <SmartColumnsEditor projectId={projectId} onClose={close} /> : null}
      {open === 'statuses' ? <StatusConfigsEditor projectId={projectId} onClose={close} /> : null}
    </div>
  );
}
