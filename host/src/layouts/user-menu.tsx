import { useMe } from '@signalboard/shared/api';
import { notify } from '@signalboard/shared/feedback';
import { signOut } from '@signalboard/shared/session';
import { IconChevronDown, IconMessage, IconSignOut, IconUsers } from '@signalboard/shared/ui';
import { Menu, type MenuAction } from './menu';

function initials(name: string, email: string): string {
  const parts = (name.trim() || email).split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (name.trim() ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The user's id is how an owner or admin of another organization adds them as a guest of a project
 * (the guest-access API takes a user id), so it can be copied from here.
 */
async function copySignalboardId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
    notify.success('Your Signalboard ID was copied.', {
      description:
        'Give it to an owner or admin of an organization to be added as a guest of one of its projects.',
    });
  } catch {
    notify.error('Could not copy your Signalboard ID.', { description: `Your Signalboard ID is ${id}.` });
  }
}

/** The account menu: who is signed in, Send feedback, their Signalboard ID, Sign out. */
export function UserMenu({ onSendFeedback }: { onSendFeedback: () => void }) {
  const { data: me } = useMe();
  const email = me?.email ?? '';
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
  const actions: MenuAction[] = [
    { label: 'Send feedback', icon: <IconMessage size={16} />, onSelect: onSendFeedback },
    ...(me
      ? [
          {
            label: 'Copy your Signalboard ID',
            icon: <IconUsers size={16} />,
            onSelect: () => void copySignalboardId(me.id),
          },
        ]
      : []),
    { label: 'Sign out', icon: <IconSignOut size={16} />, onSelect: () => signOut() },
  ];
  return (
    <Menu
      buttonLabel={`Account menu${name || email ? ` for ${name || email}` : ''}`}
      button={
        <>
          <span className="sb-avatar" aria-hidden="true">
            {me ? initials(name, email) : ''}
          </span>
          <span className="sb-user-menu__who">
            <span className="sb-user-menu__name">{name || email || 'Your account'}</span>
            {name ? <span className="sb-user-menu__email">{email}</span> : null}
          </span>
          <IconChevronDown size={16} />
        </>
      }
      header={
        <>
          <p className="sb-menu__name">{name || 'Signed in as'}</p>
          <p className="sb-menu__email">{email}</p>
        </>
      }
      actions={actions}
    />
  );
}
