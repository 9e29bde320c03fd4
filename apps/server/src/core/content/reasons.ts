/** The reasons the shared parts of posts and articles answer, as the user reads them. */
export const ContentReasons = {
  postNotFound: '帖子不存在或已删除',
  articleNotFound: '文章不存在或已删除',
  replyNotFound: '回复不存在或已删除',
  commentNotFound: '评论不存在或已删除',
  userNotFound: '用户不存在',
  /** A writer someone blocked, not told why (decision 0042). */
  cannotAnswer: '暂时无法回复',
  newAccountReplies: '新注册账号 24 小时内最多发布 10 条回复和评论',
  /** The status reason of an item the report threshold hid (decision 0008). */
  autoHidden: '多位用户举报，等待审核',
} as const;
