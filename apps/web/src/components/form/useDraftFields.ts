import { useState } from 'react';
import { showErrorToast } from '../../lib/toast';

/**
 * A long form's draft and its field errors (the post form, the article editor): changing a
 * field clears its error, and a rejected submit shows every error and toasts the first.
 */
export function useDraftFields<D extends object, E extends Partial<Record<string, string>>>(
  initial: D | (() => D),
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<E>({} as E);

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const reject = (found: E) => {
    setErrors(found);
    showErrorToast(Object.values(found).find(Boolean) ?? '请检查填写的内容');
  };

  return { draft, setDraft, errors, set, reject };
}
