import type { SourceFailureKind } from '../../db/schema/index.js';
import type { ConnectorError } from './connector-error.js';

// The kind of a failed poll as a data source shows it (`last_error_kind`), from the connector's own
// classification: a client says it in its own words (the empty lead list's one line per source)
// without reading failure-words.ts's sentence back.

/** "auth" -> "refused", an HTTP 404 -> "gone", a 503 -> "outage". */
export function failureKind(error: ConnectorError): SourceFailureKind {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'rate_limited':
    case 'blocked':
      return error.kind;
    case 'auth':
      return 'refused';
    case 'malformed':
      return 'unreadable';
    case 'config':
      return 'settings';
    case 'http': {
      const status = error.status ?? 0;
      if (status === 401 || status === 403) return 'refused';
      if (status === 404 || status === 410) return 'gone';
      if (status >= 500) return 'outage';
      return 'other';
    }
  }
}
