// A settings form's draft against what was saved: whether it holds changes, its field messages (shown ones
// follow each change, so they clear once fixed), the check before saving that moves focus to the first
// field with a problem, and the server's refusal of one field shown at it.
import { useState } from 'react';
import { useFieldRefs } from './use-field-refs';

export function useCheckedDraft<D extends object, K extends string>(
  initial: () => D,
  validate: (draft: D) => Partial<Record<K, string>>,
  fields: readonly K[],
) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState<D>(baseline);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const { register, focus } = useFieldRefs<K>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);

  const change = (changes: Partial<D>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    const now = validate(next);
    setErrors((current) => {
      const kept: Partial<Record<K, string>> = {};
      for (const field of fields) if (current[field]) kept[field] = now[field];
      return kept;
    });
  };

  /** The whole draft checked: true when it may be saved, else focus on the first field with a problem. */
  const check = (): boolean => {
    const found = validate(draft);
    setErrors(found);
    const invalid = fields.find((field) => found[field]);
    if (invalid) focus(invalid);
    return invalid === undefined;
  };

  /** What the server saved becomes the baseline (and the draft). */
  const saved = (fresh: D) => {
    setBaseline(fresh);
    setDraft(fresh);
  };

  /** The server refused one field: its message at it, and focus there. */
  const refuse = (field: K, message: string) => {
    setErrors({ [field]: message } as Partial<Record<K, string>>);
    focus(field);
  };

  const reset = () => {
    setDraft(baseline);
    setErrors({});
  };

  return { draft, errors, dirty, register, change, check, saved, refuse, reset };
}
