// One platform of the catalogue as a selectable card; once selected, the settings it needs.
import { useId } from 'react';
import type { Platform } from '@signalboard/shared/api';
import { cx, IconInformation, OperatorNotice } from '@signalboard/shared/ui';
import {
  emptyValue,
  platformProblems,
  ruleProblem,
  type PlatformDraft,
  type SettingValue,
} from './platform-drafts';
import { SettingField } from './setting-field';

export interface PlatformCardProps {
  platform: Platform;
  draft: PlatformDraft;
  onSelect: (selected: boolean) => void;
  onValue: (key: string, value: SettingValue) => void;
  /** Settings the user has left (or the server refused): their problems show from then on. */
  touched: ReadonlySet<string>;
  onTouch: (key: string) => void;
  /** A sentence from the server about one setting. */
  serverErrors: Readonly<Record<string, string>>;
}

export function PlatformCard({
  platform,
  draft,
  onSelect,
  onValue,
  touched,
  onTouch,
  serverErrors,
}: PlatformCardProps) {
  const descriptionId = useId();
  const noticeId = useId();
  const problems = platformProblems(platform, draft);
  // A rule between settings (Mastodon's keywords need a token) is about the field to fill, which the
  // user may not have visited: it shows once any field of the platform was left.
  const rule = ruleProblem(platform, draft);
  const due = (key: string) => touched.has(key) || (rule?.key === key && touched.size > 0);
  return (
    <div className={cx('sb-card platform-card', draft.selected && 'platform-card--selected')}>
      <label className="platform-card__choice">
        <input
          type="checkbox"
          checked={draft.selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-describedby={
            platform.server_setup || platform.notice ? `${descriptionId} ${noticeId}` : descriptionId
          }
        />
        <span className="platform-card__name">{platform.name}</span>
      </label>
      <p id={descriptionId} className="sb-muted sb-text-sm">
        {platform.description}
      </p>
      {/* What this server is not set up for (Reddit without an API app): said before choosing, in a
          member's words, with what the operator would set folded away. The checkbox is described by
          the member's sentence only. */}
      {platform.server_setup ? (
        <>
          <OperatorNotice
            className="platform-card__operator"
            what={platform.name}
            then={platform.server_setup.until}
            variables={platform.server_setup.variables}
          />
          <span id={noticeId} hidden>
            {`${platform.name} is not set up on this server; ask the person who runs Signalboard. ${platform.server_setup.until}`}
          </span>
        </>
      ) : platform.notice ? (
        <p id={noticeId} className="platform-card__notice sb-text-sm">
          <IconInformation size={16} aria-hidden="true" />
          <span>{platform.notice}</span>
        </p>
      ) : null}
      {draft.selected && platform.settings.length > 0 ? (
        <fieldset className="platform-card__settings sb-stack">
          <legend className="sb-visually-hidden">{platform.name} settings</legend>
          {platform.settings.map((setting) => (
            <SettingField
              key={setting.key}
              setting={setting}
              value={draft.values[setting.key] ?? emptyValue(setting)}
              onChange={(value) => onValue(setting.key, value)}
              onBlur={() => onTouch(setting.key)}
              savedSecret={draft.savedSecrets[setting.key]}
              error={serverErrors[setting.key] ?? (due(setting.key) ? problems[setting.key] : undefined)}
            />
          ))}
        </fieldset>
      ) : null}
      {draft.selected && platform.settings.length === 0 ? (
        <p className="sb-text-sm">No settings needed.</p>
      ) : null}
    </div>
  );
}
