import { useCallback, useState, type ChangeEvent } from 'react';

type FieldValue = string | boolean;

/** Controlled values of a small form, with props to bind text inputs and checkboxes to them. */
export function useFormValues<T extends Record<string, FieldValue>>(initial: T) {
  const [values, setValues] = useState<T>(initial);

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const text = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as T[K]),
  });

  const checkbox = <K extends keyof T & string>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as T[K]),
  });

  const reset = useCallback(() => setValues(initial), [initial]);

  return { values, set, text, checkbox, reset };
}
