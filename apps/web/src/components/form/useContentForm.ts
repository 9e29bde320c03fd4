import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DraftStore } from '../../lib/draftStore';
import { useAppNavigator } from '../../nav/appNavigator';
import { useDraftFields } from './useDraftFields';

interface ContentFormOptions<D, E, I, T> {
  /** The item being edited, or null for a new one. */
  id: number | null;
  initial: D | (() => D);
  /** Where the draft is kept at every change, until it is saved. */
  drafts: Pick<DraftStore<D>, 'save' | 'clear'>;
  save: UseMutationResult<T, Error, I>;
  /** The draft as the call's input, or the errors to show at its fields. */
  check: (draft: D) => { input: NoInfer<I>; errors: null } | { input: null; errors: E };
  /** Where to go once saved. */
  successPath: (saved: T) => string;
}

/**
 * A publish / edit form of a content kind (the post form, the article editor): its draft and
 * field errors, the draft kept at every change, and a submit that checks the draft, saves it,
 * clears the kept draft and goes to the success page. `form` is LongForm's props but its test id.
 */
export function useContentForm<
  D extends object,
  E extends Partial<Record<string, string>>,
  I extends object,
  T,
>({ id, initial, drafts, save, check, successPath }: ContentFormOptions<D, E, I, T>) {
  const navigator = useAppNavigator();
  const fields = useDraftFields<D, E>(initial);
  const { draft, reject, formRef } = fields;
  useEffect(() => drafts.save(id, draft), [drafts, id, draft]);

  const submit = () => {
    const { input, errors } = check(draft);
    if (errors) return reject(errors);
    if (!input) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        drafts.clear(id);
        void navigator.redirectTo(successPath(saved));
      },
    });
  };

  const submitText = id === null ? '发布' : '保存修改';
  return {
    ...fields,
    navigator,
    form: { formRef, onSubmit: submit, pending: save.isPending, submitText },
  };
}
