// A small form state hook: values, per-field messages, validation on blur (once the user has typed
// in the field, or after a first submit) and on submit, and focus moved to the first invalid field
// so keyboard and screen-reader users land where the problem is. `field(name)` spreads onto a
// TextField or PasswordField.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Validator } from './field-validators';

type Rules<V extends Record<string, string>> = { [K in keyof V]?: Validator<V>[] };
type Errors<V> = Partial<Record<keyof V, string>>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

function firstError<V extends Record<string, string>>(rules: Rules<V>, name: keyof V, values: V) {
  for (const rule of rules[name] ?? []) {
    const message = rule(values[name] ?? '', values);
    if (message) return message;
  }
  return undefined;
}

export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const dirty = useRef(new Set<keyof V>());
  const submitted = useRef(false);
  const elements = useRef(new Map<keyof V, HTMLInputElement>());

  const setError = (name: keyof V, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      dirty.current.add(name);
      // Once a message is showing, update it as the user types so it clears when fixed.
      if (errors[name]) setError(name, firstError(rules, name, next));
    },
    onBlur: () => {
      if (dirty.current.has(name) || submitted.current) setError(name, firstError(rules, name, values));
    },
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      const next: Errors<V> = {};
      for (const name of Object.keys(values) as (keyof V)[]) next[name] = firstError(rules, name, values);
      setErrors(next);
      const invalid = (Object.keys(values) as (keyof V)[]).find((name) => next[name]);
      if (invalid !== undefined) {
        elements.current.get(invalid)?.focus();
        return;
      }
      void onValid(values);
    },
    [values, rules],
  );

  return { values, errors, field, handleSubmit, setValues };
}
