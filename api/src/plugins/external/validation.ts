import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { validatorOnFirstUse } from '../../schemas/compile-on-first-use.js';
import { namedSchemas } from '../../schemas/index.js';

// CommonJS packages seen from NodeNext ESM: the class/function is the module's default export.
const Ajv = AjvModule.default;
const addFormats = formatsModule.default;

/**
 * Two validators: query strings and path params arrive as text and are coerced ("5" -> 5), JSON bodies
 * are not (a number where a string belongs is a 422, not silently "42"). Both reject unknown fields
 * (removeAdditional: false, with TypeBox's additionalProperties: false) instead of dropping them.
 */
function createAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  for (const schema of namedSchemas) ajv.addSchema(schema);
  return ajv;
}

export default fp(
  async function validationPlugin(app) {
    const bodyAjv = createAjv(false);
    const textAjv = createAjv('array');
    // Compiled on the route's first request (schemas/compile-on-first-use.ts).
    const compiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) =>
      validatorOnFirstUse(
        () =>
          (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object) as ReturnType<
            FastifySchemaCompiler<TSchema>
          >,
      );
    app.setValidatorCompiler(compiler);
  },
  { name: 'validation' },
);
