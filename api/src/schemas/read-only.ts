import { Type, type Static, type TObject, type TOptional, type TProperties, type TUnsafe } from 'typebox';

/**
 * The round-trip law (issue 28, api/test/openapi/round-trip-law.test.ts): what a GET answers, the
 * matching PUT or PATCH accepts unchanged. A client reads, changes a field and writes the object back,
 * so a write schema takes the answer's read-only fields too: optional, of the answer's type (a wrong type
 * is still a 422 naming the field), marked `readOnly`, and ignored by the route whatever their value.
 */
export function readOnlyFields<P extends TProperties, const K extends readonly (keyof P & string)[]>(
  answer: TObject<P>,
  keys: K,
): { [Key in K[number]]: TOptional<TUnsafe<Static<P[Key]>>> } {
  return Object.fromEntries(
    keys.map((key) => {
      const schema = answer.properties[key] as { description?: string };
      const description = ['Read-only: accepted and ignored on write.', schema.description]
        .filter(Boolean)
        .join(' ');
      // The spread copies the JSON schema only (TypeBox's markers, such as optional, are not enumerable).
      return [
        key,
        Type.Optional(Type.Unsafe<Static<P[typeof key]>>({ ...schema, readOnly: true, description })),
      ];
    }),
  ) as { [Key in K[number]]: TOptional<TUnsafe<Static<P[Key]>>> };
}
