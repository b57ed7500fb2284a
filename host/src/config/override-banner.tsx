// Tells whoever is testing that some remotes come from somewhere else, and how to undo it.
import type { RejectedOverride, RemoteOverrides } from './remote-overrides';

export interface OverrideBannerProps {
  active: RemoteOverrides;
  rejected: RejectedOverride[];
  onClear: () => void;
}

export function OverrideBanner({ active, rejected, onClear }: OverrideBannerProps) {
  const entries = Object.entries(active);
  if (entries.length === 0 && rejected.length === 0) return null;
  return (
    <div className="sb-override-banner" role="region" aria-label="Remote overrides">
      {entries.length > 0 ? (
        <p>
          <strong>Remote overrides active:</strong>{' '}
          {entries.map(([name, url], i) => (
            <span key={name}>
              {i > 0 ? ', ' : null}
              {name} → <code>{url}</code>
            </span>
          ))}
        </p>
      ) : null}
      {rejected.map((r) => (
        <p key={r.param}>
          Ignored <code>{r.param}</code>: {r.reason}.
        </p>
      ))}
      {/* A plain link: the banner sits outside the router. */}
      <a className="sb-override-banner__link" href="/staging">
        Remote versions
      </a>
      {entries.length > 0 ? (
        <button type="button" className="sb-override-banner__clear" onClick={onClear}>
          Clear
        </button>
      ) : null}
    </div>
  );
}
