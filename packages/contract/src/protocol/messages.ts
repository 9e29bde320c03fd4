/** Chinese messages the user sees for protocol-level outcomes (spec section 8). */
export const Messages = {
  notLoggedIn: '请先登录',
  requestError: '请求错误，请稍后重试',
  offline: '网络未连接，请检查网络后重试',
  timeout: '请求超时，请重试',
  malformedJson: '请求数据格式错误',
  bodyTooLarge: '请求数据过大',
  unsupportedMediaType: '请求数据类型不支持',
  unknownPath: '请求的接口不存在',
  misdirected: '请求的主机与本站不符',
  internal: '服务器开小差了，请稍后重试',
  badSignature: '请求签名校验失败',
  missingMarker: '非法请求',
  staleTimestamp: '请求时间与服务器相差过大，请检查手机时间',
  replayedNonce: '重复的请求，请重试',
  tooManyRequests: '操作太频繁，请稍后再试',
} as const;
