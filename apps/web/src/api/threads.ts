import type { MyReplyType, Page } from '@huaren/contract';
import { callPaths } from '@huaren/contract/call-paths';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from './client';
import { contentCaches, type ContentType } from './contentCaches';
import { feedQuery, nextCursor } from './feeds';

/**
 * The threads under posts (replies) and articles (comments), one set of hooks by content kind:
 * the kinds differ only in their calls, their cache root and the count they move.
 */

export type ThreadKind = ContentType;

/** What a thread's view needs of one entry: a post's reply or an article's comment. */
export interface ThreadEntry {
  id: number;
  /** The top-level entry this one hangs under; null for a top-level one. */
  parentId: number | null;
  replyTo: { nickName: string } | null;
  author: { id: number; nickName: string };
  content: string;
  createdAt: string;
  childCount: number;
  /** Only article comments can be deleted from their thread. */
  canDelete?: boolean;
}

/** A top-level entry with its first answers. */
export type Thread = ThreadEntry & { children: ThreadEntry[] };

/** What a thread's composer sends: the text, and the reply or comment it answers, if any. */
export interface ThreadInput {
  content: string;
  parentId?: number;
}

interface Paging {
  parentId?: number;
  pageSize?: number;
  cursor?: string;
}

interface KindCalls {
  /** The cache root: every query of the kind's threads lies under it. */
  root: 'replies' | 'comments';
  page: (id: number, paging: Paging, signal: AbortSignal) => Promise<Page<Thread>>;
  send: (id: number, input: ThreadInput) => Promise<unknown>;
  /** The post's or article's count of entries, in its detail and its cards. */
  counter: 'replyCount' | 'commentCount';
}

const kinds: Record<ThreadKind, KindCalls> = {
  post: {
    root: 'replies',
    page: (postId, paging, signal) =>
      request(callPaths.replyList, { postId, ...paging }, { signal }),
    send: (postId, { content, parentId }) =>
      request(callPaths.postReply, { content, replyId: parentId, postId }),
    counter: 'replyCount',
  },
  article: {
    root: 'comments',
    page: (articleId, paging, signal) =>
      request(callPaths.commentList, { articleId, ...paging }, { signal }),
    send: (articleId, { content, parentId }) =>
      request(callPaths.newComment, { content, commentId: parentId, articleId }),
    counter: 'commentCount',
  },
};

/** The post's or article's count of entries moved by `delta`, in its detail and its cards. */
function moveCount(client: QueryClient, kind: ThreadKind, id: number, delta: number) {
  const { counter } = kinds[kind];
  const { detail, updateCards } = contentCaches[kind];
  const move = <T>(item: T): T => {
    const counts = item as Record<typeof counter, number>;
    return { ...item, [counter]: counts[counter] + delta };
  };
  client.setQueryData(detail(id), (item: unknown) => item && move(item));
  updateCards(client, id, move);
}

/** One kind's cache keys: `item` holds a post's or article's thread pages, `mine` my entries. */
export function threadKeys(kind: ThreadKind) {
  const { root } = kinds[kind];
  return {
    all: [root] as const,
    item: (id: number) => [root, kind, id] as const,
    // Apart from the pages of top-level entries (keyed by their page size): an entry's id could
    // equal a page size.
    children: (id: number, parentId: number) => [root, kind, id, 'children', parentId] as const,
    mine: [root, 'mine'] as const,
  };
}

function threadQuery(kind: ThreadKind, key: readonly unknown[], id: number, paging: Paging) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      kinds[kind].page(id, { ...paging, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** A post's or article's top-level entries (newest first), each with its first answers. */
export function useThreadQuery(kind: ThreadKind, id: number, pageSize?: number) {
  const key = [...threadKeys(kind).item(id), pageSize ?? 'all'];
  return useInfiniteQuery(threadQuery(kind, key, id, { pageSize }));
}

/** The answers of one entry beyond those shown with it (oldest first), once `enabled`. */
export function useThreadChildrenQuery(
  kind: ThreadKind,
  id: number,
  parentId: number,
  enabled: boolean,
) {
  const key = threadKeys(kind).children(id, parentId);
  return useInfiniteQuery({ ...threadQuery(kind, key, id, { parentId }), enabled });
}

/** The count moved by `delta`, the item's thread refetched, and my entries stale. */
function useRefreshAfter(kind: ThreadKind, id: number) {
  const client = useQueryClient();
  return (delta: number) => {
    const keys = threadKeys(kind);
    moveCount(client, kind, id, delta);
    void client.invalidateQueries({ queryKey: keys.item(id) });
    void client.invalidateQueries({ queryKey: keys.mine, refetchType: 'none' });
  };
}

/** Write on the post or article, or (with parentId) answer one of its entries. */
export function useSendThreadEntryMutation(kind: ThreadKind, id: number) {
  const refresh = useRefreshAfter(kind, id);
  return useMutation({
    mutationFn: (input: ThreadInput) => kinds[kind].send(id, input),
    onSuccess: () => refresh(1),
  });
}

/** Delete a comment; a top-level one takes its replies with it, and the count drops by all. */
export function useDeleteCommentMutation(articleId: number) {
  const refresh = useRefreshAfter('article', articleId);
  return useMutation({
    mutationFn: (comment: ThreadEntry) => request(callPaths.deleteComment, { id: comment.id }),
    onSuccess: (_data, comment) =>
      refresh(-(1 + (comment.parentId === null ? comment.childCount : 0))),
  });
}

export function useMyRepliesQuery(type: MyReplyType) {
  const key = [...threadKeys('post').mine, type];
  return useInfiniteQuery(feedQuery(key, callPaths.myReply, { type }));
}

export function useMyCommentsQuery() {
  return useInfiniteQuery(feedQuery(threadKeys('article').mine, callPaths.myCommentList, {}));
}
