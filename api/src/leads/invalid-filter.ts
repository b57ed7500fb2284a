import { DomainError } from '../errors/error-catalogue.js';

/** A 422 naming the query field, in the shape schema validation failures have. */
export function invalidFilter(field: string, message: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { field, detail: `${field}: ${message}` });
}
