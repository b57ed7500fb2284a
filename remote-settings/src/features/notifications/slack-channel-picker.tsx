// The channel alerts go to: a type-to-filter combobox over the workspace's channels (ARIA 1.2
// combobox with a listbox that stays open below it). Arrow keys move, Enter or a click picks.
// Private channels carry a lock; a channel the bot is not in says so. A refusal (the bot must be
// invited to a private channel first) is shown under the field with Slack's /invite hint.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useSlackChannels, type SlackChannel, type SlackChannelChoice } from '@signalboard/shared/api';
import { Button, LoadError, Spinner } from '@signalboard/shared/ui';

export interface SlackChannelPickerProps {
  projectId: string;
  currentChannelId: string | null;
  /** Why the last pick was refused, if it was. */
  error: string | null;
  picking: boolean;
  onPick: (choice: SlackChannelChoice) => void;
  /** Absent when a channel must be picked (there is none yet). */
  onCancel?: () => void;
  /** Takes focus when it appears: true when the user opened it, not when the page shows it. */
  autoFocus?: boolean;
}

/** At most this many matches are listed; typing narrows them. */
const SHOWN = 100;

function LockIcon() {
  return (
    <svg
      className="slack-picker__lock"
      viewBox="0 0 24 24"
      width={14}
      height={14}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function ChannelOption({
  channel,
  id,
  active,
  selected,
  onPick,
}: {
  channel: SlackChannel;
  id: string;
  active: boolean;
  selected: boolean;
  onPick: () => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={active ? 'slack-picker__option slack-picker__option--active' : 'slack-picker__option'}
      // Keeps focus in the field while the mouse picks.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      <span className="slack-picker__name">
        {channel.is_private ? <LockIcon /> : <span aria-hidden="true">#</span>}
        {channel.name}
        {channel.is_private ? <span className="sb-visually-hidden">, private</span> : null}
      </span>
      {channel.is_member ? null : (
        <span className="slack-picker__hint">
          {/* The comma is for the option's spoken name only. */}
          <span className="sb-visually-hidden">,</span>{' '}
          {channel.is_private ? 'bot not in channel: invite it first' : 'bot not in channel: it joins'}
        </span>
      )}
    </li>
  );
}

export function SlackChannelPicker({
  projectId,
  currentChannelId,
  error,
  picking,
  onPick,
  onCancel,
  autoFocus = false,
}: SlackChannelPickerProps) {
  const id = useId();
  const channels = useSlackChannels(projectId, true);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);

  const matches = useMemo(() => {
    const wanted = filter.trim().replace(/^#/, '').toLowerCase();
    const all = channels.data?.channels ?? [];
    return (wanted ? all.filter((c) => c.name.toLowerCase().includes(wanted)) : all).slice(0, SHOWN);
  }, [channels.data, filter]);
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const pick = (channel: SlackChannel) => onPick({ channel_id: channel.id, channel_name: channel.name });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.max(0, Math.min(matches.length - 1, activeIndex + step)));
    } else if (event.key === 'Enter') {
      // Never submits the notification form around it.
      event.preventDefault();
      const channel = matches[activeIndex];
      if (channel && !picking) pick(channel);
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  const count = channels.data
    ? matches.length === 0
      ? 'No channel matches.'
      : `${matches.length} ${matches.length === 1 ? 'channel' : 'channels'}${
          matches.length === SHOWN ? ' shown, type to narrow' : ''
        }.`
    : '';
  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');

  return (
    <div className={error ? 'sb-field sb-field--invalid slack-picker' : 'sb-field slack-picker'}>
      <label className="sb-field__label" htmlFor={`${id}-input`}>
        Slack channel
      </label>
      <input
        id={`${id}-input`}
        className="sb-input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Type to search channels"
        aria-expanded={Boolean(channels.data)}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        // Opened by the user ("Change channel"): ready to type.
        autoFocus={autoFocus}
      />
      {error ? (
        <p id={`${id}-error`} className="sb-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {channels.isError ? (
        <LoadError
          size="sm"
          what="We could not load the Slack channels."
          error={channels.error}
          retrying={channels.isFetching}
          onRetry={() => void channels.refetch()}
        />
      ) : !channels.data ? (
        <Spinner label="Loading the channels" />
      ) : (
        <ul id={`${id}-listbox`} role="listbox" aria-label="Slack channels" className="slack-picker__list">
          {matches.map((channel, index) => (
            <ChannelOption
              key={channel.id}
              id={optionId(index)}
              channel={channel}
              active={index === activeIndex}
              selected={channel.id === currentChannelId}
              onPick={() => !picking && pick(channel)}
            />
          ))}
        </ul>
      )}
      <p id={`${id}-count`} className="sb-field__hint" aria-live="polite">
        {count}
        {channels.data?.truncated ? ' The workspace has more channels than listed here.' : ''}
      </p>
      {picking ? <Spinner size="sm" label="Saving the channel" /> : null}
      {onCancel ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
