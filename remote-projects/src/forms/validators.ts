// Field rules for this remote's forms. Each returns the message to show, or null when the value is fine.
export type Validator<V extends Record<string, string>> = (value: string, values: V) => string | null;

export const required =
  (label: string) =>
  (value: string): string | null =>
    value.trim() ? null : `${label} is required.`;

export const maxLength =
  (label: string, max: number) =>
  (value: string): string | null =>
    value.trim().length <= max ? null : `${label} must be at most ${max} characters.`;
