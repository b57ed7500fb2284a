// A 422 from the API names the input it refused (`field`, e.g. "name" or
// "data_sources.2.settings.keywords") and says why in `detail` ("keywords: is required"). These
// helpers put that sentence next to the field it names.
import { isApiError } from '@signalboard/shared/api';

export interface ServerFieldError {
  /** The field as the API names it. */
  field: string;
  message: string;
}

/** The field error a failed save carries, or null when it is not about one field. */
export function serverFieldError(error: unknown): ServerFieldError | null {
  if (!isApiError(error) || error.status !== 422 || !error.field) return null;
  return { field: error.field, message: error.message };
}
