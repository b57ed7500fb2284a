import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import authPlugin from './plugins/app/auth.js';
import cacheControlPlugin from './plugins/app/cache-control.js';
import errorHandler, { frameworkErrors, type NotFoundHandler } from './plugins/app/error-handler.js';
import googlePlugin from './plugins/app/google.js';
import mailTransportPlugin from './plugins/app/mail-transport.js';
import leadEventsPlugin from './plugins/app/lead-events.js';
import llmPlugin from './plugins/app/llm.js';
import mailerPlugin from './plugins/app/mailer.js';
import permissionsPlugin from './plugins/app/permissions.js';
import queuePlugin from './plugins/app/queue.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import storableTextPlugin from './plugins/app/storable-text.js';
import websiteReaderPlugin from './plugins/app/website-reader.js';
import configPlugin from './plugins/external/config.js';
import corsPlugin from './plugins/external/cors.js';
import dbPlugin from './plugins/external/db.js';
import formBodyPlugin from './plugins/external/form-body.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import validationPlugin from './plugins/external/validation.js';
import routes from './routes/index.js';
import { serializersOnFirstUse } from './schemas/compile-on-first-use.js';
import { withLogRedaction } from './log-redaction.js';

export interface AppOptions {
  config: Config;
  /** Work jobs in this process too (embedded mode, tests); the API process alone only sends them. */
  runWorkers?: boolean;
  /** Replaces the JSON 404 (embedded mode serves the single-page app for unknown HTML requests). */
  notFoundHandler?: NotFoundHandler;
  /** Routes added before the app is ready, e.g. static files in embedded mode. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
}

export const bodyLimitBytes = 1024 * 1024;

/** Builds the API: external plugins, then the app's own services, then the routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Bearer tokens and API keys never reach the log (log-redaction.ts).
    logger: withLogRedaction(options.logger ?? { level: options.config.logLevel }),
    bodyLimit: bodyLimitBytes,
    // Opening the database migrates it (and on PostgreSQL may wait for another replica's migration lock);
    // on a busy machine PGlite takes longer than Fastify's default 10 s to start.
    pluginTimeout: 60_000,
    // Unknown fields are an error (TypeBox additionalProperties: false), never silently dropped; the
    // validators in plugins/external/validation.ts use the same options.
    // The router's own errors (a bad % escape, a path parameter over 100 characters) as `{ detail, code }`.
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // Response serializers are compiled on a route's first reply, not at start (schemas/compile-on-first-use.ts).
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config: options.config });
  await app.register(dbPlugin);
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(formBodyPlugin);
  await app.register(swaggerPlugin);
  await app.register(validationPlugin);

  await app.register(errorHandler, { notFoundHandler: options.notFoundHandler });
  await app.register(storableTextPlugin);
  await app.register(cacheControlPlugin);
  await app.register(repositoriesPlugin);
  await app.register(authPlugin);
  await app.register(permissionsPlugin);
  await app.register(leadEventsPlugin);
  await app.register(mailTransportPlugin);
  await app.register(queuePlugin, { runWorkers: options.runWorkers ?? false });
  await app.register(mailerPlugin);
  await app.register(googlePlugin);
  await app.register(llmPlugin);
  await app.register(websiteReaderPlugin);

  await app.register(routes);
  if (options.extraRoutes) await app.register(options.extraRoutes);
  return app;
}
