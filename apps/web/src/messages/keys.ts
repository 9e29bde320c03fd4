/** The query keys of private messages: the stream's events and the mutations refetch by them. */
export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
};
