import type { NotificationPref } from '@huaren/contract';
import { callPaths as routes } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBadgeCountQuery } from '../api/badgeCount';
import { request } from '../api/client';
import { feedQuery } from '../api/feeds';

export const noticeKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** How often an open app asks for the badge's count. */
const UNREAD_POLL_MS = 60_000;

export function useNotificationsQuery() {
  return useInfiniteQuery(feedQuery(noticeKeys.list, routes.myNotifications, {}));
}

/** The unread count of the badge on 我的; nothing for a visitor. */
export function useUnreadCountQuery() {
  return useBadgeCountQuery(noticeKeys.unread, routes.notificationUnreadCount, UNREAD_POLL_MS);
}

/** Marks notices read (`ids`, or every one); the badge takes the count the server answers. */
export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[] } | { all: true }) =>
      request(routes.markNotificationsRead, input),
    onSuccess: (data) => {
      client.setQueryData(noticeKeys.unread, data);
      void client.invalidateQueries({ queryKey: noticeKeys.list });
    },
  });
}

export function useNotificationSettingsQuery() {
  return useQuery({
    queryKey: noticeKeys.settings,
    queryFn: ({ signal }) => request(routes.notificationSettings, {}, { signal }),
  });
}

export function useSaveNotificationSettingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pref: NotificationPref) => request(routes.saveNotificationSetting, pref),
    onSuccess: (data) => client.setQueryData(noticeKeys.settings, data),
  });
}
