/** The moderation calls' reasons (report cases, content, recommendations); tests compare them. */
export const ModerationReasons = {
  caseNotFound: '举报不存在',
  caseClosed: '该举报已处理',
  contentNotFound: '内容不存在',
  badTransition: '当前状态不能执行该操作',
  recommendNotPublished: '只能推荐已发布的帖子',
  recommendPast: '推荐截止日期不能早于今天',
  badCursor: '分页参数不正确',
} as const;
