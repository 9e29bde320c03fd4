import type { InputOf, reportConversation, sendMessage } from '@huaren/contract';
import { callPaths as routes } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { feedQuery } from '../api/feeds';
import { messageKeys } from './keys';
import { LIVE_FALLBACK_POLL_MS, useMessageStream, usePollInterval } from './live';

/**
 * While a conversation is open, how often it asks for new messages without the stream (decision
 * 0034); while the stream is live (0036) its events refetch, and this slows to a fallback.
 */
const THREAD_POLL_MS = 3_000;
/** The conversations page refreshes every 10 s, so a new last line and count appear. */
const LIST_POLL_MS = 10_000;

export function useConversationsQuery() {
  useMessageStream();
  return useInfiniteQuery({
    ...feedQuery(messageKeys.list, routes.conversationList, {}),
    refetchInterval: usePollInterval(LIST_POLL_MS, LIVE_FALLBACK_POLL_MS),
  });
}

/** A conversation's messages, newest page first; older pages load upward. */
export function useThreadQuery(id: number) {
  useMessageStream();
  return useInfiniteQuery({
    ...feedQuery(messageKeys.thread(id), routes.conversationMessages, { conversationId: id }),
    refetchInterval: usePollInterval(THREAD_POLL_MS, LIVE_FALLBACK_POLL_MS),
  });
}

/** Opens (or resumes) the conversation about a post or with a user: its id. */
export function useOpenConversationMutation() {
  return useMutation({
    mutationFn: (input: { postId: number } | { articleId: number } | { userId: number }) =>
      request(routes.openConversation, input),
  });
}

type SendInput = InputOf<typeof sendMessage>;

export function useSendMessageMutation(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SendInput, 'conversationId'>) =>
      request(routes.sendMessage, { conversationId, ...body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
      void client.invalidateQueries({ queryKey: messageKeys.list });
    },
  });
}

/** Marks the conversation read; the badge takes the count the server answers. */
export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      request(routes.markConversationRead, { conversationId }),
    onSuccess: (data) => {
      client.setQueryData(messageKeys.unread, data);
      void client.invalidateQueries({ queryKey: messageKeys.list });
    },
  });
}

/** Mute, delete and report change what the thread and the list show: both are read again. */
function useConversationAction<I>(conversationId: number, call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageKeys.all });
      void client.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
    },
  });
}

export const useMuteMutation = (conversationId: number) =>
  useConversationAction(conversationId, (muted: boolean) =>
    request(routes.muteConversation, { conversationId, muted }),
  );

export const useDeleteConversationMutation = (conversationId: number) =>
  useConversationAction(conversationId, () =>
    request(routes.deleteConversation, { conversationId }),
  );

export const useReportMutation = (conversationId: number) =>
  useConversationAction(
    conversationId,
    (input: Omit<InputOf<typeof reportConversation>, 'conversationId'>) =>
      request(routes.reportConversation, { conversationId, ...input }),
  );
