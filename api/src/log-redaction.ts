import type { FastifyServerOptions } from 'fastify';

/**
 * What the request logger must never write: bearer tokens (a session token or an API key, issue 28) and
 * cookies. Fastify's request serializer leaves headers out today; this holds if a serializer, a plugin
 * or a debugging line ever logs them.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'headers.authorization',
  'authorization',
];

/** The logger options with the redaction added (a logger instance or `false` is left as it is). */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  if (logger === true) return { redact: { paths: redactedLogPaths, censor: '[redacted]' } };
  if (typeof logger === 'object' && !('child' in logger))
    return { ...logger, redact: { paths: redactedLogPaths, censor: '[redacted]' } };
  return logger;
}
