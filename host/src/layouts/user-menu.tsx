import { useMe } from '@signalboard/shared/api';
import { signOut } from '@signalboard/shared/session';
import { IconChevronDown, IconMessage, IconSignOut } from '@signalboard/shared/ui';
import { Menu, type MenuAction } from './menu';

function initials(name: string, email: string): string {
  const parts = (name.trim() || email).split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (name.trim() ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The account menu: who is signed in, Send feedback, Sign out. (It no longer offers the user's id:
 * guests are invited by e-mail now, so nobody has to hand their id to a project owner.)
 */
export function UserMenu({ onSendFeedback }: { onSendFeedback: () => void }) {
  const { data: me } = useMe();
  const email = me?.email ?? '';
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
  const actions: MenuAction[] = [
    { label: 'Send feedback', icon: <IconMessage size={16} />, onSelect: onSendFeedback },
    { label: 'Sign out', icon: <IconSignOut size={16} />, onSelect: () => signOut() },
  ];
  const who = name || email;
  return (
    <Menu
      buttonLabel={`Account menu${who ? ` for ${who}` : ''}`}
      button={
        <>
          <span className="sb-avatar" aria-hidden="true">
            {me ? initials(name, email) : ''}
          </span>
          {/* The name is "Account menu for Ada Lovelace ada@…": hidden words, then what is shown. */}
          <span className="sb-visually-hidden">{who ? 'Account menu for' : 'Account menu:'}</span>{' '}
          <span className="sb-user-menu__who">
            <span className="sb-user-menu__name">{who || 'Your account'}</span>
            {/* A space, so the name reads "Ada Lovelace ada@…" (the spans are stacked, not separated). */}
            {name ? (
              <>
                {' '}
                <span className="sb-user-menu__email">{email}</span>
              </>
            ) : null}
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
