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
} from './account/endpoints';
import type { Endpoint } from './endpoint';
import { postCategories, postCategoriesRecommend } from './launch/categories';
import { paramConfigList } from './launch/config';
import { regionList } from './launch/regions';
import {
  deletePost,
  myPosts,
  newPost,
  postDetail,
  postList,
  recommendImportantPost,
  renewPost,
  updatePost,
} from './posts/endpoints';
import {
  myLikePost,
  myReply,
  postLike,
  postReply,
  replyList,
  reportPost,
} from './posts/interactions';
import { uploadBase64 } from './uploads/endpoints';

/** Every call of the API, in the order docs/api.md lists them. */
export const endpoints = {
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
  myPosts,
  postReply,
  replyList,
  myReply,
  postLike,
  myLikePost,
  reportPost,
  uploadBase64,
} satisfies Record<string, Endpoint>;
