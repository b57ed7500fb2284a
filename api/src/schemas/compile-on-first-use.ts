// Fastify compiles every route's validators and response serializers when the app starts: about 150
// routes, most of a second of CPU per start, and most routes are never called by a given process (a
// worker, a test file, a replica that just scaled out). These wrappers compile a schema the first time
// a request needs it; each compiled function is then kept for the process's life.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;

/** An Ajv-style validator compiled on first call; its `errors` are copied as Fastify reads them. */
export function validatorOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | null = null;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    (validate as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors;
    return result;
  }) as Validate;
  return validate;
}

/**
 * Fastify's own serializer factory (fast-json-stringify, with the app's shared schemas), compiling each
 * route's serializer on its first reply.
 */
export const serializersOnFirstUse: SerializerSelector.SerializerFactory = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: SerializerSelector.Serializer | null = null;
    return (data) => (serialize ??= build(route))(data);
  };
};
