// What a key is for, where the API reference is, and how a script or an AI assistant uses a key. The
// addresses are the API's own (the runtime config's; the page's origin when the API shares it).
import { getRuntimeConfig } from '@signalboard/shared/config';
import { CopyButton } from '@signalboard/shared/ui';

/** The API's base URL as a person would type it: absolute, without a trailing slash. */
export function apiBaseUrl(): string {
  const configured = getRuntimeConfig().apiUrl.replace(/\/+$/, '');
  return configured === '' ? window.location.origin : configured;
}

export function ApiKeysIntro() {
  const base = apiBaseUrl();
  const mcp = `${base}/mcp`;
  return (
    <div className="api-keys-intro sb-stack sb-stack--sm">
      <p>
        An API key lets your own scripts and AI assistants use Signalboard: read and triage leads, or manage
        settings, only as far as its scopes allow. Keys belong to the organization, so they keep working when
        the person who made one leaves.{' '}
        <a className="api-keys-intro__link" href={`${base}/docs`} target="_blank" rel="noreferrer">
          API reference<span className="sb-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <dl className="api-keys-usage">
        <div className="api-keys-usage__row">
          <dt>Scripts</dt>
          <dd>
            <span>
              Send the key in the <code>Authorization: Bearer sb_live_…</code> header.
            </span>
          </dd>
        </div>
        <div className="api-keys-usage__row">
          <dt>AI assistants</dt>
          <dd>
            <span>
              Add <code className="api-keys-usage__address">{mcp}</code> as a remote MCP server, with the key
              as its bearer token.
            </span>
            {/* Named by its visible word only: the kit's button keeps a given label while it shows
                "Copied", which would no longer contain the visible text (WCAG 2.5.3). */}
            <CopyButton value={mcp} what="the address" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
