// The "?" sheet: every shortcut of the list, from the same table the key handler follows.
import { Dialog } from '@signalboard/shared/ui';
import { shortcutList } from './use-list-keyboard';

export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Anywhere on this page, except while typing in a field."
    >
      <table className="sb-leads__shortcuts">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {shortcutList.map((row) => (
            <tr key={row.does}>
              <td>
                {row.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? ' ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
