// The table of pending invitations, to the organization or as a guest of a project: one row per
// invitation (a card on a phone, team.css), the first column its title, the others labelled with their
// column's name, and Resend and Cancel at the end.
import type { ReactNode } from 'react';
import { Button } from '@signalboard/shared/ui';
import { TableScroll } from './table-scroll';

interface InviteColumn<T> {
  header: string;
  cell: (invite: T) => ReactNode;
  /** A class the cell adds to its own (the first column's cell is the card's title). */
  className?: string;
}

interface InviteTableProps<T extends { id: string }> {
  /** Names the table and its scrolling region. */
  caption: string;
  /** The card around the table already says what it is: the caption is for screen readers only. */
  captionHidden?: boolean;
  /** The first is the card's title, the others are labelled with their header on a phone. */
  columns: [InviteColumn<T>, ...InviteColumn<T>[]];
  invites: T[];
  /** The Resend button's accessible name, or null where there is no one to send it to again. */
  resendLabel: (invite: T) => string | null;
  /** The invitation being sent again, whose Resend button spins. */
  resendingId: string | undefined;
  onResend: (invite: T) => void;
  cancelLabel: (invite: T) => string;
  onCancel: (invite: T) => void;
}

export function InviteTable<T extends { id: string }>({
  caption,
  captionHidden = false,
  columns,
  invites,
  resendLabel,
  resendingId,
  onResend,
  cancelLabel,
  onCancel,
}: InviteTableProps<T>) {
  const [title, ...details] = columns;

  return (
    <TableScroll label={caption}>
      <table className="team-table team-table--cards" role="table">
        <caption className={captionHidden ? 'sb-visually-hidden' : 'team-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
            <th scope="col" role="columnheader" className="team-table__actions">
              <span className="sb-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {invites.map((invite) => {
            const resend = resendLabel(invite);
            return (
              <tr key={invite.id} role="row">
                <td role="cell" className={['team-table__title', title.className].filter(Boolean).join(' ')}>
                  {title.cell(invite)}
                </td>
                {details.map((column) => (
                  <td key={column.header} role="cell" data-label={column.header} className={column.className}>
                    {column.cell(invite)}
                  </td>
                ))}
                <td role="cell" className="team-table__actions">
                  {resend ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={resend}
                      loading={resendingId === invite.id}
                      onClick={() => onResend(invite)}
                    >
                      Resend
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={cancelLabel(invite)}
                    onClick={() => onCancel(invite)}
                  >
                    Cancel
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
