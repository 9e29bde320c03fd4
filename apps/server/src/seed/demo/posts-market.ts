import type { DemoPost } from './demo-post';

/** Housing, jobs, second-hand and cars: the trading categories most visitors come for. */
export const marketPosts: readonly DemoPost[] = [
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
];
