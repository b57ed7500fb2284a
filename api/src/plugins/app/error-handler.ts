import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeValidation } from '../../errors/describe-validation.js';
import { DomainError, errorCatalogue, type ErrorCode } from '../../errors/error-catalogue.js';

/** Fastify's own client errors, translated to our stable codes. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Errors the router raises before a route is found; they never reach setErrorHandler. */
const routerCodes: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'PATH_PARAMETER_TOO_LONG',
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals in the one error shape. Without it Fastify
 * writes `{error, code: FST_ERR_..., message, statusCode}` itself.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = routerCodes[error.code];
  // No route matched, so no onSend hook runs: the caching rule is repeated here.
  reply.header('cache-control', 'no-store');
  if (code) {
    request.log.info({ err: error }, 'refused by the router');
    return reply.code(errorCatalogue[code].status).send({ detail: errorCatalogue[code].detail, code });
  }
  request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
  return reply.code(500).send({ detail: errorCatalogue.INTERNAL_ERROR.detail, code: 'INTERNAL_ERROR' });
}

export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    detail: `Nothing here: ${request.method} ${request.url.split('?')[0]} does not exist.`,
    code: 'NOT_FOUND',
  });
}

/** The one place where failures become `{ detail, code }` responses. */
export default fp(
  async function errorHandler(app, options: { notFoundHandler?: NotFoundHandler }) {
    app.setNotFoundHandler(options.notFoundHandler ?? sendNotFound);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        const body = error.field
          ? { detail: error.message, code: error.code, field: error.field }
          : { detail: error.message, code: error.code };
        return reply.code(error.statusCode).send(body);
      }
      if (error.validation) {
        const { field, message } = describeValidation(error.validation, error.validationContext ?? 'request');
        return reply.code(422).send({ detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field });
      }
      const known = frameworkCodes[error.code];
      if (known) {
        const { status, detail } = errorCatalogue[known];
        return reply.code(status).send({ detail, code: known });
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send({ detail: errorCatalogue.BAD_REQUEST.detail, code: 'BAD_REQUEST' });
      }
      // Everything else is our fault: log it all with the request, tell the user nothing internal.
      request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      return reply.code(500).send({ detail: errorCatalogue.INTERNAL_ERROR.detail, code: 'INTERNAL_ERROR' });
    });
  },
  { name: 'error-handler' },
);
