import { DEFAULT_SITE_NAME, ParamKey } from '@huaren/contract';
import { SEARCH_SYNONYMS_2026_11_27 } from '../migrations/2026_11_27_011_search_synonyms';
import { RISK_PATTERNS_2026_11_27 } from '../migrations/2026_11_27_038_risk_patterns';

/**
 * The parameter config the app reads at launch. Line breaks are part of the values: the client
 * turns each into an HTML line break. Contact addresses use the reserved .example domain and
 * 555-01xx numbers until an administrator sets the real ones (issue 6).
 */
export const paramConfigSeed: Readonly<Record<string, string>> = {
  [ParamKey.siteName]: DEFAULT_SITE_NAME,
  [ParamKey.popularSearches]: ['租房', '招聘', '二手车', '法拉盛', '搬家', '月嫂'].join('\n'),
  // Search's aliases and synonyms (decision 0005), as migration 2026_11_27_011 wrote them.
  [ParamKey.searchSynonyms]: SEARCH_SYNONYMS_2026_11_27,
  // The risk rules (decision 0040), as migration 2026_11_27_038 wrote them.
  [ParamKey.riskPatterns]: RISK_PATTERNS_2026_11_27,
  [ParamKey.about]: [
    '华人生活圈是为在美华人打造的分类信息与社区平台。',
    '在这里，你可以发布和浏览房屋租售、招聘求职、二手买卖、汽车交易、本地服务等信息，也可以在社区里分享生活经验，交流留学、工作与移民心得。',
    '我们希望帮助每一位在异乡生活的华人更快找到住处、工作和朋友，让海外生活少一些陌生，多一些便利。',
    '浏览无需注册；发布信息、评论和点赞需要先登录。',
  ].join('\n'),
  [ParamKey.contact]: [
    '客服邮箱：support@huaren.example',
    '客服电话：(626) 555-0100（美国太平洋时间周一至周五 9:00-18:00）',
    '举报与投诉：请在帖子详情页点击“举报”，或发送邮件至 report@huaren.example，我们会在 24 小时内处理。',
    '商务合作：business@huaren.example',
  ].join('\n'),
  [ParamKey.terms]: [
    '欢迎使用华人生活圈。注册或使用本平台，即表示你已阅读并同意以下条款。',
    '一、账号：请提供真实有效的电子邮箱或手机号码，妥善保管密码，并对账号下的一切行为负责。',
    '二、发布规则：发布的信息应真实、合法，不得包含虚假房源、传销、赌博、色情、歧视、诈骗或侵犯他人权益的内容；同一信息请勿重复发布。',
    '三、交易安全：平台只提供信息发布服务，不参与用户之间的交易。请当面看房验货，切勿向未经核实的个人提前支付定金或押金，谨防诈骗。',
    '四、内容管理：违反本协议或法律法规的内容，平台有权不经通知予以隐藏或删除；情节严重的，停用相关账号。',
    '五、知识产权：你发布的文字和图片应为你本人所有或已获授权；你授予平台在本服务范围内展示这些内容的权利。',
    '六、免责声明：用户发布的信息由发布者负责，平台不对其真实性和准确性作担保。',
    '七、协议变更：本协议如有修改，将在本页面公布；修改后继续使用即视为同意。',
  ].join('\n'),
  [ParamKey.privacy]: [
    '我们重视你的隐私。本政策说明我们收集哪些信息、如何使用，以及你享有的权利。',
    '一、收集的信息：注册时提供的电子邮箱或手机号码和昵称；你主动填写的微信号；你发布的帖子、文章、评论和上传的图片；登录记录（时间、IP 地址、设备类型），用于保障账号安全。',
    '二、联系方式：你在帖子中填写的电话、微信号和邮箱，会按帖子页面的说明展示给其他用户。请只填写你愿意让他人看到的联系方式。',
    '三、图片：上传的照片会自动去除 EXIF 信息（包括拍摄地点的 GPS 坐标）后再保存。',
    '四、使用方式：你的信息只用于提供和改进服务、保障账号安全和处理举报；我们不会出售你的个人信息。',
    '五、保存与删除：你可以随时删除自己发布的内容；如需注销账号，请联系客服。',
    '六、本地存储：本应用在你的设备上保存登录凭证和所选地区，用于保持登录状态和显示本地信息，不用于广告追踪。',
    '七、联系我们：对本政策有任何疑问，请发送邮件至 privacy@huaren.example。',
  ].join('\n'),
};
