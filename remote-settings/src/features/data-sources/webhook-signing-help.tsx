// "How to sign requests": the two headers, what the signature is made of, and a curl and a Node
// example ready to copy. The examples read the secret from an environment variable: it is never
// written into them, even right after a rotation.
import { CopyButton } from '@signalboard/shared/ui';

export function curlExample(url: string): string {
  return `SECRET="$SIGNALBOARD_WEBHOOK_SECRET"
BODY='{"items":[{"title":"Looking for a CRM for a small agency","url":"https://example.com/posts/1"}]}'
TIMESTAMP=$(date +%s)
SIGNATURE=$(printf '%s.%s' "$TIMESTAMP" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.* //')
curl -X POST '${url}' \\
  -H 'content-type: application/json' \\
  -H "x-signalboard-timestamp: $TIMESTAMP" \\
  -H "x-signalboard-signature: sha256=$SIGNATURE" \\
  --data-binary "$BODY"`;
}

export function nodeExample(url: string): string {
  return `import { createHmac } from 'node:crypto';

const secret = process.env.SIGNALBOARD_WEBHOOK_SECRET;
const body = JSON.stringify({
  items: [{ title: 'Looking for a CRM for a small agency', url: 'https://example.com/posts/1' }],
});
const timestamp = Math.floor(Date.now() / 1000).toString();
const signature = createHmac('sha256', secret).update(\`\${timestamp}.\${body}\`).digest('hex');

const response = await fetch('${url}', {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-signalboard-timestamp': timestamp,
    'x-signalboard-signature': \`sha256=\${signature}\`,
  },
  body, // the exact string that was signed
});
console.log(response.status, await response.json()); // 202 { received, new_leads, errors }`;
}

function Example({ title, code }: { title: string; code: string }) {
  return (
    <div className="sb-stack sb-stack--sm">
      <div className="ds-code-head">
        <h4 className="ds-import__heading">{title}</h4>
        <CopyButton value={code} label={`Copy the ${title} example`} />
      </div>
      <pre className="ds-code" tabIndex={0} aria-label={`${title} example`}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

export function WebhookSigningHelp({ url }: { url: string }) {
  return (
    <details className="ds-details">
      <summary>How to sign requests</summary>
      <div className="sb-stack sb-stack--sm ds-details__body">
        <p className="sb-text-sm">
          Send <code>POST</code> with a JSON body: <code>{'{ "items": [ … ] }'}</code> (rows shaped like a
          JSON import: title, body, url, author, community, published_at, external_id) or a single item. Add
          two headers:
        </p>
        <dl className="ds-headers sb-text-sm">
          <dt>
            <code>x-signalboard-timestamp</code>
          </dt>
          <dd>The current time in unix seconds; requests more than 5 minutes off are refused.</dd>
          <dt>
            <code>x-signalboard-signature</code>
          </dt>
          <dd>
            <code>sha256=</code> and the hex HMAC-SHA256 of <code>{'"<timestamp>.<raw body>"'}</code>, keyed
            with the signing secret. Sign the body exactly as sent: re-serialised JSON will not match.
          </dd>
        </dl>
        <p className="sb-text-sm sb-muted">
          An accepted request answers 202 with how many items were received; a bad signature answers 401.
        </p>
        <Example title="curl" code={curlExample(url)} />
        <Example title="Node" code={nodeExample(url)} />
      </div>
    </details>
  );
}
