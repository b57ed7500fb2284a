import { Type, type Static, type TSchema } from 'typebox';

export const IdSchema = Type.String({ format: 'uuid' });

export const DateTimeSchema = Type.String({ format: 'date-time' });

/**
 * The years a date in a request may name: PostgreSQL has no year 0 and JavaScript writes years past
 * 9999 with six digits, so a date outside these was a 500 where the query met the database.
 */
export const requestDateYears = { first: 1970, last: 9999 } as const;

/** Starts with a four-digit year from 1970 to 9999 (the rest is checked where the value is read). */
export const requestDatePattern = '^(19[7-9][0-9]|[2-9][0-9]{3})-';

/**
 * A date or date-time a client sends (`date_from`, `date_to`, ...): ISO 8601, within `requestDateYears`.
 * Every date in a query string or body uses this, so the bound is in one place.
 */
export const RequestDateSchema = (description: string) =>
  Type.String({ maxLength: 40, pattern: requestDatePattern, description });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorSchema = Type.Object(
  {
    detail: Type.String({ description: 'A sentence to show the user.' }),
    code: Type.String({ description: 'A stable code for programs, e.g. LOGIN_BAD_CREDENTIALS.' }),
    field: Type.Optional(Type.String({ description: 'The invalid field, for 422 validation errors.' })),
  },
  { $id: 'ErrorResponse', additionalProperties: false },
);

/**
 * A `$ref` to a schema registered with `app.addSchema` (it becomes a named component in openapi.json,
 * hence a named type in the generated client) that keeps the schema's static type for handlers.
 */
export function ref<T extends TSchema>(schema: T, description?: string) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>(description ? { $ref: `${id}#`, description } : { $ref: `${id}#` });
}

const errorDescriptions: Record<number, string> = {
  400: 'Refused; `code` says why',
  401: 'Missing, invalid or expired bearer token (UNAUTHORIZED)',
  403: 'Not allowed; `code` says why',
  404: 'Not found; `code` says what',
  409: 'Conflicts with the current state; `code` says why',
  410: 'No longer valid (expired); `code` says why',
  422: 'Invalid input (VALIDATION_ERROR); `field` names the input',
  429: 'Too many attempts (RATE_LIMITED)',
  500: 'Something failed on the server (INTERNAL_ERROR)',
  503: 'Not available on this server; `code` says why',
};

/** The documented error responses of a route, all of the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  const responses: Record<number, ReturnType<typeof ref<typeof ErrorSchema>>> = {};
  for (const status of statuses) responses[status] = ref(ErrorSchema, errorDescriptions[status] ?? 'Error');
  return responses as { [K in S[number]]: ReturnType<typeof ref<typeof ErrorSchema>> };
}

/** A 1 to `max` characters string that is not only white space. */
export const NameSchema = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
