import { z } from '../z';
import { defineCall, type Call } from '../define-call';
import { Code } from '../protocol/codes';
import { LikeState } from './item';

/**
 * A kind's detail (posts/{id}, articles/{id}): the item by the id in its address, counting a view;
 * 404 for one the caller may not see.
 */
export function detailCall<F extends z.ZodType, O extends z.ZodType>(
  call: Pick<Call, 'path' | 'summary' | 'added'> & { idField: F; item: O },
) {
  const { idField, item, path, ...rest } = call;
  return defineCall(`GET ${path}`, {
    input: z.object({ id: idField }),
    output: item,
    auth: 'visitor',
    codes: [Code.notFound],
    ...rest,
  });
}

/**
 * A kind's like toggle (post_like, article_like): likes or unlikes an item the caller can see,
 * the item's id under `idKey`; answers the new state and count, 404 for an item that is gone.
 */
export function likeToggleCall<K extends string, F extends z.ZodType>(
  call: Pick<Call, 'path' | 'summary' | 'added'> & { idKey: K; idField: F },
) {
  const { idKey, idField, path, ...rest } = call;
  return defineCall(`POST ${path}`, {
    input: z.object({ [idKey]: idField } as Record<K, F>),
    output: LikeState,
    auth: 'user',
    codes: [Code.notFound],
    ...rest,
  });
}
