import { list, templates, type CategoryText } from './common';
import { between } from './random';

export const localServices: CategoryText = {
  name: '本地服务',
  titles: templates(
    '{place}{serviceName}，{serviceTail}|专业{serviceName}，{serviceTail}|{serviceName}找{place}老李，{serviceTail}|月子中心：{place}{mzTail}|金牌月嫂，{mzTail}|{place}{serviceName}，{serviceTail}，{area}|{place}搬家公司，{moveTail}|报税季：{taxTail}|{place}{serviceName}，{serviceName}，{serviceTail}',
  ),
  sentences: templates(
    '{serviceName}服务，{serviceTail}，{serviceTail}。|服务范围：{place}及周边，{area}。|{specialty}|搬家{moveTail}，{moveTail}，按小时收费。|{taxTail}，{taxTail}，CPA签字，价格合理。|工作认真负责，服务到位，欢迎新老客户来电。|预约请{contact}，{serviceHours}。|{serviceName}、{serviceName}都可以做，{serviceTail}。',
  ),
  slots: {
    serviceName: list(
      '搬家、装修、水电维修、清洁打扫、接送机、报税、会计记账、保险、贷款、房屋贷款、修车、开锁、空调维修、除虫、草坪维护、屋顶维修、驾校学车、电脑维修、手机维修',
    ),
    serviceTail: list(
      '价格公道、经验丰富、随叫随到、有执照保险、免费估价、{years}年经验、中英文服务',
    ),
    mzTail: list('专业护理产妇和新生儿、坐月子套餐、环境温馨、营养搭配、24小时照顾、有护士执照'),
    specialty: templates(
      '月子中心位于{place}，{mzTail}，提供{mzService}。|月嫂经验{years}年，照顾过{num2}个宝宝，会做月子餐。|装修{renovation}，{serviceTail}。|清洁打扫{cleaning}，自带工具。|接送机{airport}，{serviceTail}。|保险贷款{finance}，{serviceTail}。|修车{repair}，{serviceTail}。',
    ),
    renovation: list('厨房浴室翻新、铺地板、刷油漆、盖后院、改地下室'),
    cleaning: list('按小时收费、搬家前后深度清洁、每周定期上门、可带吸尘器'),
    airport: list('JFK、LGA、纽瓦克、LAX、SFO、西雅图机场、24小时服务'),
    finance: list('房屋贷款、商业贷款、汽车保险、人寿保险、医疗保险'),
    repair: list('换机油、换刹车片、钣金喷漆、检测故障灯、保养'),
    mzService: list('产后修复、催乳、新生儿洗澡、黄疸护理、月子餐'),
    moveTail: list('大小搬家、长途搬家、钢琴搬运、有大卡车、包装服务、当天可搬'),
    taxTail: list('个人报税、公司报税、补报税、W2/1099、注册公司、ITIN申请'),
    area: list('各区都可以、周边城市加收路费、全州服务、30英里内免费上门'),
    serviceHours: list('7天营业、周一到周六、早9晚8、节假日照常'),
  },
};

export const food: CategoryText = {
  name: '美食餐饮',
  titles: templates(
    '{place}{restaurantType}开业，{promo}|家常{foodItem}外卖，{place}送餐|手工{foodItem}，{foodTail}|{festival}{festivalFood}预订中|{place}私房菜，{foodTail}|{place}{restaurantType}，{promo}',
  ),
  sentences: templates(
    '{foodItem}{foodTail}，{foodTail}，{dish}一份。|我们在{place}，{deliver}。|{restaurantType}地址：{place}{streetNumber}号，营业时间{foodHours}。|欢迎品尝，{promo}。|厨师在国内做了{years}年，正宗{cuisine}。|{festivalFood}有{flavor}、{flavor}等口味，{dish}一盒。',
  ),
  slots: {
    foodItem: list(
      '饺子、包子、粽子、月饼、卤味、烧腊、麻辣烫、凉皮、肉夹馍、馄饨、火锅底料、蛋糕、奶茶',
    ),
    restaurantType: list(
      '川菜馆、湘菜馆、火锅店、奶茶店、面馆、东北菜馆、早茶点心、烧烤店、台湾小吃',
    ),
    promo: list('全场八折、开业大酬宾、买一送一、满{num2}减{num}、新客免运费'),
    foodTail: list('干净卫生、正宗家乡味、每天新鲜制作、接受订餐、满{num}份送货、无味精'),
    festival: list('中秋、端午、春节、元宵'),
    festivalFood: list('月饼、粽子、年糕、汤圆'),
    flavor: list('豆沙、五仁、蛋黄、鲜肉、莲蓉、芝麻'),
    cuisine: list('川菜、湘菜、东北菜、粤菜、上海菜、福州菜'),
    deliver: list('可外送、{place}周边免费送餐、需提前一天预订、可自取'),
    foodHours: list('11am-10pm、周二休息、早上8点到晚上9点'),
    streetNumber: (rng) => String(between(rng, 10, 9999)),
    dish: (rng) => `$${between(rng, 8, 45)}`,
  },
};

export const education: CategoryText = {
  name: '教育培训',
  titles: templates(
    '{subject}{lessonType}，{place}|{place}中文学校{term}招生|{exam}辅导，{teacherTail}|{instrument}课，{teacherTail}|{place}驾校，{driveTail}|{place}{subject}{lessonType}招生',
  ),
  sentences: templates(
    '老师{teacherBg}，教学{years}年，{teacherTail}。|{subject}{lessonType}，每周{num}次，{tuition}。|上课地点在{place}，也可以网课。|招收{age}学生，欢迎家长带孩子来试听。|大学生家教，{subject}，{tuition}。|{exam}{subject}冲刺班，{teacherTail}。|学车{driveTail}，{driveTail}。',
  ),
  slots: {
    subject: list('数学、英语、中文、物理、化学、编程、奥数、美术、写作、SAT数学'),
    lessonType: list('一对一辅导、小班课、网课、暑期班、课后班'),
    exam: list('SAT、ACT、AP、托福、雅思、SHSAT、GRE'),
    instrument: list('钢琴、小提琴、古筝、吉他'),
    term: list('秋季、春季、暑期、周末班'),
    teacherTail: list('名校毕业老师、经验丰富、{years}年教学经验、耐心负责、提分快、可上门'),
    teacherBg: list('哥大硕士、国内重点大学毕业、前公立学校老师、音乐学院毕业、北大毕业'),
    tuition: (rng) => `每小时$${between(rng, 3, 15) * 10}`,
    driveTail: list('中文教学、路考包过、考驾照、DMV路考、周末可约、有车可借考试'),
    age: list('5-12岁、初中、高中、小学、成人'),
  },
};
