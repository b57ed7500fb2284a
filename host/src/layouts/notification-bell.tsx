// The bell: how many of your notifications you have not seen (a lead given to you, a mention), and a
// popover of the newest, each linking to its lead. Texts come from other people's notes and posts:
// rendered as React text, never as HTML. Escape or a click outside closes it; focus goes back to the bell.
import {
  errorMessage,
  useMarkAllNotificationsSeen,
  usePersonNotifications,
  useUnseenNotificationCount,
  type PersonNotification,
} from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import { Link } from '@signalboard/shared/router';
import { useEffect, useId, useRef, useState } from 'react';

export const EMPTY_NOTIFICATIONS =
  'Nothing yet. When someone assigns you a lead or mentions you in a note, it appears here.';

function BellIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NotificationItem({ item, onOpen }: { item: PersonNotification; onOpen: () => void }) {
  return (
    <li className={`sb-bell__item${item.seen_at ? '' : ' sb-bell__item--unseen'}`}>
      <Link
        to={`/projects/${item.project_id}/leads/${item.lead_id}`}
        onClick={onOpen}
        className="sb-bell__link"
      >
        {item.seen_at ? null : <span className="sb-visually-hidden">New:</span>}{' '}
        <span className="sb-bell__text">{item.text}</span>{' '}
        <span className="sb-bell__meta">
          {item.project_name} · <time dateTime={item.created_at}>{when(item.created_at)}</time>
        </span>
      </Link>
    </li>
  );
}

export function NotificationBell({ onChooseDelivery }: { onChooseDelivery: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const { data: unseen = 0 } = useUnseenNotificationCount();
  const list = usePersonNotifications(open);
  const markAll = useMarkAllNotificationsSeen();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    // Each opening shows the newest, not what was fetched when it was last open.
    void list.refetch();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document, not the panel: focus may have left it (the Mark all button disables itself).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const items = list.data?.items ?? [];
  return (
    <div className="sb-bell" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="sb-nav__item sb-bell__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        <span className="sb-bell__label">Notifications</span>
        {/* Read as "Notifications, 2 unseen": the spaces sit between the spans, where every browser keeps them. */}
        {unseen > 0 ? (
          <>
            <span className="sb-visually-hidden">,</span>{' '}
            <span className="sb-bell__count">{unseen > 99 ? '99+' : unseen}</span>{' '}
            <span className="sb-visually-hidden">unseen</span>
          </>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          className="sb-bell__panel"
        >
          <div className="sb-bell__head">
            <h2 id={headingId} className="sb-bell__title">
              Your notifications
            </h2>
            <Button
              variant="secondary"
              size="sm"
              disabled={unseen === 0}
              loading={markAll.isPending}
              // The button disables itself once nothing is unseen: keep focus in the panel.
              onClick={() => markAll.mutate(undefined, { onSuccess: () => panel.current?.focus() })}
            >
              Mark all as seen
            </Button>
          </div>
          {markAll.isError ? (
            <p role="alert" className="sb-bell__error">
              {errorMessage(markAll.error, 'Could not mark your notifications as seen.')}
            </p>
          ) : null}
          {list.isError ? (
            <p role="alert" className="sb-bell__error">
              {errorMessage(list.error, 'Could not load your notifications.')}
            </p>
          ) : list.isPending ? (
            <p className="sb-bell__empty">Loading…</p>
          ) : items.length === 0 ? (
            <p className="sb-bell__empty">{EMPTY_NOTIFICATIONS}</p>
          ) : (
            <ul className="sb-bell__list">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={() => close(false)} />
              ))}
            </ul>
          )}
          <button
            type="button"
            className="sb-bell__choose"
            onClick={() => {
              close(false);
              onChooseDelivery();
            }}
          >
            E-mail or Slack too? Choose how you are told
          </button>
        </div>
      ) : null}
    </div>
  );
}
