import type { DemoPost } from './demo-post';

/** Services, food, education, events, legal help and the rest. */
export const communityPosts: readonly DemoPost[] = [
  {
    category: '本地服务',
    region: '纽约/法拉盛',
    title: '专业搬家，法拉盛及纽约周边',
    content:
      '专业搬家团队，有保险，大小车型都有。法拉盛、布鲁克林、长岛、新泽西都可以，价格公道，周末不加价，提前一天预约即可。',
    price: null,
    contact: { phone: '(718) 555-0102', wechat: 'ny_moving' },
    author: 0,
    hoursAgo: 7,
  },
  {
    category: '本地服务',
    region: '洛杉矶/圣盖博谷',
    title: '接机送机，洛杉矶LAX和安大略机场',
    content:
      '圣盖博谷接送机服务，七座商务车，可带婴儿座椅。LAX、安大略机场均可，航班延误免费等候，中文司机。',
    price: null,
    contact: { phone: '(626) 555-0113', wechat: 'lax_pickup' },
    author: 2,
    hoursAgo: 12,
  },
  {
    category: '本地服务',
    region: '旧金山湾区',
    title: '湾区报税和会计服务，中文服务',
    content:
      '持牌会计师提供个人和小企业报税、公司注册、记账服务，十五年经验。可远程办理，微信咨询免费。',
    price: null,
    contact: { wechat: 'bay_cpa', email: 'cpa@example.com' },
    author: 1,
    hoursAgo: 60,
  },
  {
    category: '美食餐饮',
    region: '纽约/法拉盛',
    title: '法拉盛新开东北饺子馆，开业八折',
    content:
      '地道东北手工饺子，猪肉酸菜、三鲜、韭菜鸡蛋，每天现包。开业期间全场八折，欢迎老乡来尝尝，可外卖。',
    price: null,
    contact: { phone: '(718) 555-0124' },
    author: 0,
    hoursAgo: 10,
  },
  {
    category: '美食餐饮',
    region: '洛杉矶/圣盖博谷',
    title: '家庭私房菜，每周预订川菜和粤菜',
    content:
      '在家做私房菜，每周三和周六送餐，川菜粤菜都有，少油少盐，适合上班族和留学生，圣盖博谷范围内免费送。',
    price: null,
    contact: { wechat: 'sgv_kitchen' },
    author: 2,
    hoursAgo: 36,
  },
  {
    category: '教育培训',
    region: '旧金山湾区',
    title: '中文学校秋季班招生，学前到高中',
    content:
      '湾区中文学校秋季班开始报名，周六上课，简体中文拼音教学，另有数学竞赛、书法和国画兴趣班。试听免费。',
    price: null,
    contact: { email: 'school@example.com', wechat: 'bay_chinese_school' },
    author: 1,
    hoursAgo: 15,
  },
  {
    category: '教育培训',
    region: '纽约/法拉盛',
    title: '钢琴一对一教学，可上门',
    content:
      '音乐学院毕业，十年教学经验，钢琴一对一，零基础到考级都可以。法拉盛、贝赛、白石附近可上门。',
    price: null,
    contact: { phone: '(718) 555-0135' },
    author: 0,
    hoursAgo: 45,
  },
  {
    category: '活动交友',
    region: '西雅图',
    title: '周末徒步群招新，西雅图周边',
    content:
      '西雅图华人徒步群，每周末组织一次，雷尼尔山、奥林匹克半岛等路线，新手友好，拼车出发，欢迎加入。',
    price: null,
    contact: { wechat: 'seattle_hiking' },
    author: 3,
    hoursAgo: 20,
  },
  {
    category: '活动交友',
    region: '纽约/法拉盛',
    title: '法拉盛中秋联欢会，欢迎报名表演',
    content:
      '社区中秋联欢会在法拉盛图书馆举办，欢迎报名唱歌、舞蹈、器乐表演，现场有月饼和抽奖，免费入场。',
    price: null,
    contact: { email: 'events@example.com' },
    author: 0,
    hoursAgo: 80,
  },
  {
    category: '法律移民',
    region: '纽约/法拉盛',
    title: '移民律师免费咨询：绿卡、公民入籍',
    content:
      '执业移民律师事务所，办理亲属移民、职业移民、公民入籍、庇护案件。每周五下午免费电话咨询，中文服务。',
    price: null,
    contact: { phone: '(718) 555-0146', email: 'law@example.com' },
    author: 0,
    hoursAgo: 22,
  },
  {
    category: '法律移民',
    region: '旧金山湾区',
    title: 'H1B抽签和转身份经验分享会',
    content: '本周六线上分享会，请律师讲解H1B抽签新规、OPT转H1B和绿卡排期，名额有限，请微信报名。',
    price: null,
    contact: { wechat: 'bay_h1b' },
    author: 1,
    hoursAgo: 55,
  },
  {
    category: '其他',
    region: '多伦多',
    title: '多伦多寻找走失橘猫，有重谢',
    content:
      '本周二在士嘉堡太古广场附近走失一只橘猫，戴蓝色项圈，很亲人。如有线索请联系，必有重谢。',
    price: null,
    contact: { phone: '(416) 555-0157' },
    author: 3,
    hoursAgo: 18,
  },
  {
    category: '其他',
    region: '温哥华',
    title: '列治文代收国内快递，集运回国',
    content: '温哥华列治文代收快递，国内集运，海运空运都可以，每周发货，价格透明，可以代买代购。',
    price: null,
    contact: { wechat: 'van_express' },
    author: 3,
    hoursAgo: 100,
  },
];
