import { useState } from 'react';
import {
  errorMessage,
  SIGN_OUT_EVERYWHERE_FAILED,
  useMe,
  useSignOutEverywhere,
} from '@signalboard/shared/api';
import { signOut } from '@signalboard/shared/session';
import {
  ConfirmDialog,
  DialogError,
  IconChevronDown,
  IconMessage,
  IconSettings,
  IconSignOut,
} from '@signalboard/shared/ui';
import { ChangePasswordDialog } from './change-password-dialog';
import { Menu, type MenuAction } from './menu';

function initials(name: string, email: string): string {
  const parts = (name.trim() || email).split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (name.trim() ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The account menu: who is signed in, Send feedback, Sign out, Sign out everywhere (after a confirmation:
 * every browser and device, this one included, must sign in again). (It no longer offers the user's id:
 * guests are invited by e-mail now, so nobody has to hand their id to a project owner.)
 */
export function UserMenu({
  onSendFeedback,
  onChooseNotifications,
}: {
  onSendFeedback: () => void;
  /** Opens "Notification choices": how this person is told of assignments and mentions. */
  onChooseNotifications?: () => void;
}) {
  const { data: me } = useMe();
  const email = me?.email ?? '';
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const everywhere = useSignOutEverywhere();
  const actions: MenuAction[] = [
    { label: 'Send feedback', icon: <IconMessage size={16} />, onSelect: onSendFeedback },
    { label: 'Change password', icon: <IconSettings size={16} />, onSelect: () => setChangingPassword(true) },
    ...(onChooseNotifications
      ? [{ label: 'Notification choices', icon: <IconMessage size={16} />, onSelect: onChooseNotifications }]
      : []),
    { label: 'Sign out', icon: <IconSignOut size={16} />, onSelect: () => signOut() },
    {
      label: 'Sign out everywhere',
      icon: <IconSignOut size={16} />,
      onSelect: () => {
        everywhere.reset();
        setConfirming(true);
      },
    },
  ];
  const who = name || email;
  return (
    <>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        description={
          <>
            Every browser and device signed in to your account, this one included, will have to sign in again.
            Do this if you signed in somewhere you no longer trust.
            <DialogError>
              {everywhere.isError ? errorMessage(everywhere.error, SIGN_OUT_EVERYWHERE_FAILED) : null}
            </DialogError>
          </>
        }
        confirmLabel="Sign out everywhere"
        destructive
        loading={everywhere.isPending}
        onConfirm={() => everywhere.mutate()}
        onCancel={() => setConfirming(false)}
      />
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
    </>
  );
}
