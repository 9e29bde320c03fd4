import {
  changeEmailOrPhone,
  changeLoginPassword,
  isLogin,
  login,
  logout,
  myLoginLogs,
  register,
  requestMyVcode,
  requestNewVcode,
  requestResetVcode,
  resetLoginPassword,
  signupVcode,
  updateUser,
  userInfo,
} from './account/calls';
import { sharePost } from './posts/share';
import {
  articleDetail,
  articleLike,
  articleList,
  deleteArticles,
  myArticleList,
  myLikeArticles,
  newArticle,
  updateArticle,
} from './articles/calls';
import { commentList, deleteComment, myCommentList, newComment } from './articles/comments';
import { adminAuditLog } from './admin/audit';
import {
  adminCategoryList,
  adminOrderCategories,
  adminOrderRegions,
  adminSaveCategory,
  adminSaveParamConfig,
  adminSaveRegion,
} from './admin/catalog';
import {
  adminContentList,
  adminRecommendedPosts,
  adminRecommendPost,
  adminSetContentStatus,
} from './admin/content';
import { adminDashboard } from './admin/dashboard';
import { adminFailedJobs, adminRetryJobs } from './admin/jobs';
import { adminReportList, adminResolveReport } from './admin/reports';
import { adminBanUser, adminUnbanUser, adminUserDetail, adminUserList } from './admin/users';
import type { Call } from './define-call';
import { postCategories, postCategoriesRecommend } from './launch/categories';
import { paramConfigList } from './launch/config';
import { regionList } from './launch/regions';
import {
  deletePost,
  myPosts,
  postDetail,
  postList,
  recommendImportantPost,
  renewPost,
} from './posts/calls';
import {
  myLikePost,
  myReply,
  postLike,
  postReply,
  replyList,
  reportPost,
} from './posts/interactions';
import { newPost, updatePost } from './posts/publish';
import {
  deleteSavedSearch,
  mySavedSearches,
  openSavedSearch,
  saveSearch,
} from './posts/saved-searches';
import {
  markNotificationsRead,
  myNotifications,
  notificationUnreadCount,
} from './notifications/calls';
import { notificationSettings, saveNotificationSetting } from './notifications/settings';
import { pushConfig, subscribePush, unsubscribePush } from './notifications/push';
import {
  blockUser,
  conversationList,
  conversationMessages,
  deleteConversation,
  markConversationRead,
  messagesUnreadCount,
  muteConversation,
  openConversation,
  reportConversation,
  sendMessage,
} from './messages/calls';
import { adminCloseMessageReport, adminMessageReport, adminMessageReports } from './messages/admin';
import { uploadBase64 } from './uploads/calls';

/** Every call of the API, in the order docs/api.md lists them. */
export const calls = {
  paramConfigList,
  regionList,
  postCategories,
  postCategoriesRecommend,
  signupVcode,
  register,
  login,
  isLogin,
  logout,
  userInfo,
  updateUser,
  myLoginLogs,
  requestResetVcode,
  resetLoginPassword,
  changeLoginPassword,
  requestNewVcode,
  requestMyVcode,
  changeEmailOrPhone,
  postList,
  postDetail,
  recommendImportantPost,
  newPost,
  updatePost,
  deletePost,
  renewPost,
  sharePost,
  myPosts,
  postReply,
  replyList,
  myReply,
  postLike,
  myLikePost,
  reportPost,
  uploadBase64,
  articleList,
  articleDetail,
  newArticle,
  updateArticle,
  deleteArticles,
  myArticleList,
  articleLike,
  myLikeArticles,
  commentList,
  newComment,
  deleteComment,
  myCommentList,
  myNotifications,
  notificationUnreadCount,
  markNotificationsRead,
  notificationSettings,
  saveNotificationSetting,
  pushConfig,
  subscribePush,
  unsubscribePush,
  openConversation,
  conversationList,
  conversationMessages,
  sendMessage,
  markConversationRead,
  messagesUnreadCount,
  deleteConversation,
  muteConversation,
  blockUser,
  reportConversation,
  saveSearch,
  mySavedSearches,
  openSavedSearch,
  deleteSavedSearch,
  adminDashboard,
  adminReportList,
  adminResolveReport,
  adminContentList,
  adminSetContentStatus,
  adminRecommendPost,
  adminRecommendedPosts,
  adminUserList,
  adminUserDetail,
  adminBanUser,
  adminUnbanUser,
  adminCategoryList,
  adminSaveCategory,
  adminOrderCategories,
  adminSaveRegion,
  adminOrderRegions,
  adminSaveParamConfig,
  adminAuditLog,
  adminFailedJobs,
  adminRetryJobs,
  adminMessageReports,
  adminMessageReport,
  adminCloseMessageReport,
} satisfies Record<string, Call>;
