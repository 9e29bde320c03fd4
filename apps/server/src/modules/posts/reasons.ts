import { ContentReasons } from '../../core/content/reasons';

/** Every reason the post calls answer, as the user reads it; tests compare them exactly. */
export const PostReasons = {
  postNotFound: ContentReasons.postNotFound,
  categoryNotFound: '分类不存在',
  regionNotFound: '地区不存在',
  priceNotAllowed: '该分类不能填写价格',
  unitWithoutPrice: '选择每月或每小时时请填写价格',
  imageNotFound: '图片不存在或已失效，请重新上传',
  cannotRenew: '该帖子当前状态不能续期',
  alreadyReported: '您已举报过该帖子',
  ownPostReport: '不能举报自己发布的帖子',
  postTooOften: (hours: number) => `今天发布的帖子太多了，请 ${hours} 小时后再试`,
  replyTooOften: (minutes: number) => `回复太频繁，请 ${minutes} 分钟后再试`,
  newAccountPosts: '新注册账号 24 小时内最多发布 3 条信息',
  duplicatePost: '请勿重复发布相同内容',
  reportTooOften: '今日举报次数已达上限',
} as const;
