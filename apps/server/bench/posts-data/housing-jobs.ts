import { list, templates, type CategoryText } from './common';
import { between, type Rng } from './random';

const dollars = (min: number, max: number, step: number) => (rng: Rng) =>
  `$${between(rng, min / step, max / step) * step}`;

export const housing: CategoryText = {
  name: '房屋租售',
  titles: templates(
    '{place}{room}出租{rentTail}|{place}近{transit}{room}出租，{include}|【出租】{place}{unit}，{rentPrice}/月|{place}{room}招租 {rentPrice}|求租：{place}附近{room}或{unit}|{place}好房出租，{room}，{include}，随时入住|{place}{unit}出售，{saleTail}|{place}学区房出售 {bedrooms}房{baths}卫|短租/长租 {place} {room} 近{transit}|{place}有房出租，限{tenant}|{place}{unit}整租 {rentPrice}|{place}{room}{rentPrice}，{include}',
  ),
  sentences: templates(
    '房间{size}，{furnish}，{include}。|近{transit}，步行{num}分钟，交通方便，附近有超市、银行、餐馆。|月租{rentPrice}，押一付一，{include}。|限{tenant}，不吸烟，无宠物，{leaseTerm}。|要求有稳定工作，爱干净，作息规律。|房东好相处，室友都是上班族，环境安静。|{unit}，{bedrooms}房{baths}卫，{parking}，{appliance}。|{date}起可入住，随时看房。|附近有{school}，适合学生或陪读家庭。|出售价格{salePrice}，{saleTail}。|找租房的朋友请看过来，{place}好房。|本人找房，预算{rentPrice}以内，希望近{transit}，{leaseTerm}。|{room}{rentPrice}，{room}{rentPrice}，{include}。|{appliance}，{furnish}，拎包入住。',
  ),
  slots: {
    room: list('主卧、次卧、客厅、地下室、带独立卫浴主卧、大主卧、小次卧、床位、单间、雅房'),
    unit: list(
      '一室一厅、两室一厅、三室两厅、Studio、1B1B公寓、2B2B公寓、独立屋、Townhouse、Condo、整层',
    ),
    include: list(
      '包水电、包网络、水电全包、家具齐全、拎包入住、水电网另付、可做饭、有洗衣机、包水电网、押金一个月',
    ),
    tenant: list('女生、单身女性、上班族、学生、一人、不抽烟人士、华人、夫妻'),
    size: list('约{num2}0尺、朝南采光好、有大窗户、宽敞明亮、带衣帽间'),
    furnish: list('家具齐全、带床和衣柜、空房、新装修、木地板、有厨房使用权'),
    leaseTerm: list('最少租半年、一年起租、可短租、租金可议、租期灵活'),
    parking: list('有车位、路边停车方便、带车库、不带车位'),
    appliance: list('洗衣机烘干机在房内、有洗碗机、中央空调、新冰箱、暖气足'),
    saleTail: list('学区好、业主自住保养好、无中介费、可贷款、价格可谈、{salePrice}'),
    rentTail: list('、，{include}、 {rentPrice}、，近{transit}、，限{tenant}'),
    bedrooms: list('1、2、3、4、5'),
    baths: list('1、2、3'),
    rentPrice: dollars(600, 4500, 50),
    salePrice: (rng) => `${between(rng, 35, 260)}万`,
  },
};

export const jobs: CategoryText = {
  name: '招聘求职',
  titles: templates(
    '{place}{restaurant}招聘{restJob}，{pay}|招聘{officeJob}，{place}，{visa}|{place}公司诚聘{officeJob}|急招{restJob}{num}名，{benefit}|求职：{seeker}找{jobType}工作|{place}美甲店招{nailJob}，{pay}|招聘全职/兼职{anyJob}，工作地点{place}|找工作？{place}{company}招人|{company}诚聘{officeJob}（{visa}）|{seeker}求职，{jobType}',
  ),
  sentences: templates(
    '工作时间{hours}，{days}，{pay}。|要求{requirement}，{language}。|工作地点在{place}，近{transit}。|有经验者优先，无经验可培训，工作稳定。|{benefit}，{benefit}，待遇从优。|本人{experience}，{language}，希望找{jobType}工作，{place}附近优先。|{visa}，请发简历到{email}。|公司环境好，同事好相处，长期工作。|欢迎留学生兼职，时间灵活。|招{anyJob}，{pay}，{days}。|有意者请带简历来店面谈。',
  ),
  slots: {
    restaurant: list('中餐馆、川菜馆、日本餐馆、奶茶店、外卖店、自助餐、点心店、火锅店'),
    restJob: list('炒锅、企台、收银、打杂、油锅、点心师傅、寿司师傅、外卖员、洗碗工、经理、帮厨'),
    officeJob: list(
      '会计助理、前台、软件工程师、Java工程师、Python开发、仓库管理、销售、客服、司机（CDL）、房地产经纪、保险经纪、办公室文员、数据分析师',
    ),
    anyJob: list('{restJob}、{officeJob}、{nailJob}、保姆、月嫂、装修师傅'),
    nailJob: list('美甲师、按摩师、学徒、前台'),
    company: list('贸易公司、物流公司、科技公司、会计师事务所、地产公司、超市'),
    pay: list('月薪{salary}、时薪{hourly}、底薪加提成、包吃住、薪资面议、现金/支票、周薪{salary}'),
    salary: dollars(2800, 8000, 100),
    hourly: (rng) => `$${between(rng, 16, 45)}`,
    benefit: list('包吃住、有医疗保险、提供宿舍、有带薪假、可报税、有401K'),
    visa: list('可办H1B、接受OPT、需有工卡、身份不限、需合法身份、可担保绿卡'),
    seeker: list('本人女、本人男、40岁阿姨、有身份、30多岁、OPT学生、新移民、刚毕业大学生、有CPA'),
    jobType: list('全职、兼职、周末、会计、保姆、月嫂、IT、餐馆、装修、司机、文员'),
    requirement: list(
      '有工卡、能吃苦耐劳、身体健康、有驾照、会开车、懂电脑、会用QuickBooks、有相关工作经验、熟悉Excel',
    ),
    language: list('会英文、懂粤语、会普通话、英文流利、不会英文也可、会福州话'),
    hours: list('10am-10pm、朝九晚五、9:00-17:30、晚班、早班、11点到9点半'),
    days: list('每周做5天、做六休一、周末两天、每周30小时、一周六天'),
    experience: list(
      '有{num}年餐馆经验、做过会计、有CPA执照、在国内当过老师、有CDL驾照、做过月嫂、做过{num}年IT',
    ),
  },
};
