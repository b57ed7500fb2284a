import type { FastifySchemaValidationError } from 'fastify';
import { requestDatePattern, requestDateYears } from '../schemas/common.js';

export interface ValidationProblem {
  field: string;
  message: string;
}

/** Sentences for the patterns schemas share, keyed by the pattern. */
const patternMessages: Record<string, string> = {
  '\\S': 'must not be blank',
  [requestDatePattern]: `must be a date from ${requestDateYears.first}-01-01 to ${requestDateYears.last}-12-31 (ISO 8601, e.g. 2024-05-01)`,
};

const formatMessages: Record<string, string> = {
  email: 'must be a valid e-mail address',
  uuid: 'must be a valid id',
  uri: 'must be a valid URL',
  'date-time': 'must be a date and time in ISO 8601 format',
};

/** Turns the first ajv error into the field it concerns and a sentence a person can act on. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  context: string,
): ValidationProblem {
  const error = errors[0];
  if (!error) return { field: context, message: 'is not valid' };
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  return {
    field: path.length > 0 ? path.join('.') : context,
    message: messageFor(error.keyword, params, error.message),
  };
}

function messageFor(keyword: string, params: Record<string, unknown>, fallback: string | undefined): string {
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed field';
    case 'format':
      return formatMessages[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'pattern':
      return patternMessages[String(params.pattern)] ?? 'has an invalid format';
    case 'type':
      return `must be ${article(String(params.type))}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return fallback ?? 'is not valid';
  }
}

function article(type: string): string {
  if (type === 'null') return 'null';
  if (type.includes(',')) return `one of: ${type}`;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
