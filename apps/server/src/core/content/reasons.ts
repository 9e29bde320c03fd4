/** The reasons the shared parts of posts and articles answer, as the user reads them. */
export const ContentReasons = {
  newAccountReplies: '新注册账号 24 小时内最多发布 10 条回复和评论',
} as const;
