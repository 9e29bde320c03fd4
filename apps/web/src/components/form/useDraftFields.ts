import { useRef, useState } from 'react';
import { showErrorToast } from '../../lib/toast';

/** Marks a field's error message, so a rejected submit can scroll to the first one. */
export const FIELD_ERROR = { 'data-field-error': true } as const;

/**
 * A long form's draft and its field errors (the post form, the article editor): changing a
 * field clears its error, and a rejected submit shows every error at its field, scrolls to the
 * first and says in a toast how many there are.
 */
export function useDraftFields<D extends object, E extends Partial<Record<string, string>>>(
  initial: D | (() => D),
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const formRef = useRef<HTMLFormElement>(null);

  /** Hides one error: a field's own, or one of a part's (`fields.bedrooms`) when it changes. */
  const clearError = (key: string) => setErrors((e) => ({ ...e, [key]: undefined }));

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearError(String(key));
  };

  const reject = (found: E) => {
    setErrors(found);
    const messages = Object.values(found).filter(Boolean);
    showErrorToast(
      messages.length > 1
        ? `有 ${messages.length} 处需要修改`
        : (messages[0] ?? '请检查填写的内容'),
    );
    // After React has drawn the messages: the first one in the form's order, not the first found.
    requestAnimationFrame(() =>
      formRef.current?.querySelector('[data-field-error]')?.scrollIntoView({ block: 'center' }),
    );
  };

  /** A field's value, change and error, as a field component's props: `{...bind('regionId')}`. */
  const bind = <K extends keyof D & keyof E>(key: K) => ({
    value: draft[key],
    onChange: (value: D[K]) => set(key, value),
    error: errors[key],
  });

  return { draft, setDraft, errors, set, clearError, bind, reject, formRef };
}
