import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { FieldError } from '../utils/form-error';
import type { ValidationKey } from '../utils/validation';

export interface FormOptions<F extends string> {
  /** The fields in the order they are shown: the first invalid one gets the focus. */
  fields: readonly F[];
  initial: Record<F, string>;
  /** The rule each field breaks, if any. */
  validate: (values: Record<F, string>) => Partial<Record<F, ValidationKey | null>>;
}

/**
 * Values and errors of a form. A rule's error shows once the field was left or the form was
 * submitted; a server's message shows until the field is edited.
 */
export function useForm<F extends string>({ fields, initial, validate }: FormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  // Focus after the render that shows the error, so it is read together with the field.
  useEffect(() => {
    if (focusRequest) inputs.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const ruleErrors = validate(values);

  const errorOf = (name: F): FieldError | null => {
    const server = serverErrors[name];
    if (server) return { text: server };
    const key = ruleErrors[name];
    return key && (submitted || touched[name]) ? { key } : null;
  };

  const focusFirst = (isInvalid: (name: F) => boolean): boolean => {
    const first = fields.find(isInvalid);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  };

  /** Props for the field's input. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    ref: (node: HTMLInputElement | null) => {
      if (node) inputs.current.set(name, node);
      else inputs.current.delete(name);
    },
  });

  /**
   * On submit: shows every rule's error and focuses the first invalid field. True when the
   * form may be sent. `alsoInvalid` adds errors the rules do not know (a taken username).
   */
  const validateForSubmit = (alsoInvalid?: (name: F) => boolean): boolean => {
    setSubmitted(true);
    return !focusFirst((name) =>
      Boolean(ruleErrors[name] || serverErrors[name] || alsoInvalid?.(name)),
    );
  };

  /** Shows the server's messages on their fields and focuses the first. */
  const showServerErrors = (errors: Partial<Record<F, string>>) => {
    setServerErrors(errors);
    focusFirst((name) => Boolean(errors[name]));
  };

  return { values, errorOf, field, validateForSubmit, showServerErrors };
}
