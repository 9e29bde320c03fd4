/**
 * Demo posts for a fresh embedded database (`npm start`): what a visitor would see on a
 * classifieds site for Chinese speakers, across categories and metros. Contact numbers are in
 * the 555-01xx range reserved for fiction; e-mails use example.com.
 */
export interface DemoPost {
  /** Category and region by name (the launch seed's). */
  category: string;
  region: string;
  title: string;
  content: string;
  /** Dollars; null where the category has no price. */
  price: number | null;
  contact: { phone?: string; wechat?: string; email?: string };
  /** Which demo author (index into demoAuthors). */
  author: number;
  /** How long before seeding it was posted. */
  hoursAgo: number;
}

export const demoAuthors = ['法拉盛老王', '湾区小陈', '圣盖博Amy', '西雅图码农'] as const;

export const demoPosts: readonly DemoPost[] = [
  {
    category: '房屋租售',
    region: '纽约/法拉盛',
    title: '法拉盛缅街两房一厅出租，近7号线',
    content:
      '缅街与41大道交界，步行5分钟到7号线总站。两房一厅一卫，朝南采光好，包暖气热水，电费自理。可短租，限无宠物，随时入住。',
    price: 2300,
    contact: { phone: '(718) 555-0101', wechat: 'flushing_wang' },
    author: 0,
    hoursAgo: 0.05,
  },
  {
    category: '房屋租售',
    region: '旧金山湾区',
    title: '库比蒂诺学区房单间出租，限女生',
    content:
      '房子在库比蒂诺高中学区，主人房带独立卫浴，家具齐全，厨房共用。适合上班族或学生，近苹果总部，步行到超市。',
    price: 1500,
    contact: { wechat: 'bayarea_chen' },
    author: 1,
    hoursAgo: 1,
  },
  {
    category: '房屋租售',
    region: '洛杉矶/圣盖博谷',
    title: '阿罕布拉独立屋出售，三房两卫',
    content:
      '阿罕布拉安静社区独立屋，三房两卫，带车库和后院，2018年翻新厨房。步行到Main Street中餐馆和超市，学区评分不错，看房请提前预约。',
    price: 899000,
    contact: { phone: '(626) 555-0123', email: 'amy.realty@example.com' },
    author: 2,
    hoursAgo: 3,
  },
  {
    category: '房屋租售',
    region: '布鲁克林',
    title: '八大道附近地下室一间，月租900',
    content:
      '布鲁克林八大道附近，地下室一间，独立出入，有窗户。包水电网，适合单身上班族，离N线地铁步行8分钟。',
    price: 900,
    contact: { phone: '(718) 555-0134' },
    author: 0,
    hoursAgo: 6,
  },
  {
    category: '房屋租售',
    region: '西雅图',
    title: '贝尔维尤公寓转租，6月起',
    content:
      '因工作调动转租贝尔维尤一室一厅公寓，租约到明年3月。小区有健身房和游泳池，楼下就是公交站，去微软园区20分钟。',
    price: 2100,
    contact: { wechat: 'seattle_coder', email: 'coder@example.com' },
    author: 3,
    hoursAgo: 26,
  },
  {
    category: '招聘求职',
    region: '纽约/法拉盛',
    title: '法拉盛川菜馆招聘炒锅师傅和企台',
    content:
      '法拉盛老字号川菜馆招聘：炒锅师傅一名，有三年以上经验；企台两名，会简单英语。包一餐，工资面议，小费另计。有意者请电话联系。',
    price: null,
    contact: { phone: '(718) 555-0145' },
    author: 0,
    hoursAgo: 0.5,
  },
  {
    category: '招聘求职',
    region: '旧金山湾区',
    title: '圣何塞科技公司招聘前端工程师（可办H1B）',
    content:
      '湾区初创公司招聘前端工程师，熟悉React和TypeScript，两年以上工作经验。可办H1B和绿卡，远程办公两天一周，待遇优厚。简历请发邮箱。',
    price: null,
    contact: { email: 'jobs@example.com' },
    author: 1,
    hoursAgo: 4,
  },
  {
    category: '招聘求职',
    region: '洛杉矶/圣盖博谷',
    title: '月子中心招聘有经验的月嫂',
    content:
      '圣盖博谷正规月子中心招聘月嫂三名，需有照顾新生儿经验，会做月子餐优先。包吃住，周休一天，工资面议。',
    price: null,
    contact: { phone: '(626) 555-0156', wechat: 'sgv_amy' },
    author: 2,
    hoursAgo: 9,
  },
  {
    category: '招聘求职',
    region: '休斯顿',
    title: '休斯顿中国城超市招收银员',
    content:
      '百利大道中国城超市招收银员和理货员各两名，全职兼职均可，会中英文，工作时间灵活，有意者直接到店面试。',
    price: null,
    contact: { phone: '(713) 555-0167' },
    author: 3,
    hoursAgo: 30,
  },
  {
    category: '二手买卖',
    region: '旧金山湾区',
    title: '出售二手iPhone 15 Pro 256G，九成新',
    content:
      '自用iPhone 15 Pro 256G，原色钛金属，电池健康92%，无磕碰，带原装盒和充电线。湾区可当面交易，库比蒂诺或圣何塞。',
    price: 650,
    contact: { wechat: 'bayarea_chen' },
    author: 1,
    hoursAgo: 2,
  },
  {
    category: '二手买卖',
    region: '纽约/法拉盛',
    title: '搬家急售：沙发、餐桌、床架',
    content:
      '下月回国，急售家具：三人布艺沙发、实木餐桌带四把椅子、Queen床架。都是两年内买的，自取，法拉盛北方大道附近，可以便宜。',
    price: 300,
    contact: { phone: '(718) 555-0178', wechat: 'flushing_wang' },
    author: 0,
    hoursAgo: 5,
  },
  {
    category: '二手买卖',
    region: '西雅图',
    title: '九成新雅马哈立式钢琴转让',
    content:
      '雅马哈U1立式钢琴，孩子学了三年，音色很好，每年调音。因搬家转让，需自己找搬运公司，贝尔维尤自取。',
    price: 2800,
    contact: { email: 'coder@example.com' },
    author: 3,
    hoursAgo: 50,
  },
  {
    category: '二手买卖',
    region: '尔湾',
    title: '出售婴儿推车和汽车安全座椅',
    content: '宝宝长大用不上了：UPPAbaby推车一辆，Nuna安全座椅一个，干净无损坏，尔湾可当面看货。',
    price: 250,
    contact: { wechat: 'sgv_amy' },
    author: 2,
    hoursAgo: 70,
  },
  {
    category: '汽车交易',
    region: '洛杉矶/圣盖博谷',
    title: '2019年丰田凯美瑞，一手车主，里程3万英里',
    content:
      '2019 Toyota Camry LE，一手女车主，里程三万英里，无事故，按时保养有记录。因回国出售，Clean Title，可以到车行检查。',
    price: 18500,
    contact: { phone: '(626) 555-0189' },
    author: 2,
    hoursAgo: 8,
  },
  {
    category: '汽车交易',
    region: '旧金山湾区',
    title: '特斯拉Model 3长续航版转让',
    content:
      '2021年Model 3长续航，白色，里程四万两千英里，带FSD，车况很好，轮胎去年刚换。圣马特奥可看车试驾。',
    price: 24000,
    contact: { wechat: 'bayarea_chen', email: 'chen@example.com' },
    author: 1,
    hoursAgo: 28,
  },
  {
    category: '汽车交易',
    region: '纽约/法拉盛',
    title: '求购二手本田思域，预算一万以内',
    content:
      '想买一辆二手本田思域或丰田卡罗拉，2015年以后，里程十万以内，预算一万美元左右，法拉盛附近优先。',
    price: 10000,
    contact: { phone: '(718) 555-0190' },
    author: 0,
    hoursAgo: 40,
  },
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
