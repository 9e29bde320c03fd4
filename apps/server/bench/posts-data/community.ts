import { list, templates, type CategoryText } from './common';

export const social: CategoryText = {
  name: '活动交友',
  titles: templates(
    '周末{activity}，{place}，欢迎加入|{place}{activity}群招新|征友：{selfIntro}|{festival2}{event}，{place}|{place}{activity}爱好者看过来',
  ),
  sentences: templates(
    '{activity}活动{weekday}，地点{place}，{fee}。|欢迎喜欢{activity}的朋友加入，我们有{num2}多人的微信群。|本人{ageNum}岁，{job}，性格开朗，喜欢{activity}和{activity}，希望认识{place}的朋友。|活动免费，自带饮料，AA制聚餐。|学生、上班族都欢迎。|{event}报名请{contact}。',
  ),
  slots: {
    activity: list(
      '爬山、羽毛球、篮球、读书会、麻将、徒步、钓鱼、广场舞、跑步、露营、滑雪、桌游、乒乓球',
    ),
    event: list('联欢会、聚餐、相亲会、义卖、烧烤'),
    festival2: list('春节、中秋、国庆、感恩节、圣诞'),
    selfIntro: list('本人{ageNum}岁，{job}、寻找志同道合的朋友、在{place}工作的单身{job}'),
    job: list('程序员、会计、护士、老师、自己做生意、大学生、研究生、工程师'),
    fee: list('费用AA、每人{num2}刀、免费参加、场地费平摊'),
  },
};

export const legal: CategoryText = {
  name: '法律移民',
  titles: templates(
    '{lawyer}：{legalService}|{immigration}咨询，{lawTail}|{place}律师楼，{legalService}|H1B抽签后怎么办？{lawTail}|{legalService}、{legalService}，{lawyer}',
  ),
  sentences: templates(
    '{lawyer}，专办{legalService}、{legalService}、{legalService}。|{immigration}案件{lawTail}，{lawTail}。|办公室位于{place}，预约{contact}。|H1B转绿卡、OPT延期、身份转换，都可以咨询。|律师亲自办理，不转手，保护隐私。|{legalService}{lawTail}，欢迎来电。',
  ),
  slots: {
    lawyer: list('移民律师、执业律师、张律师、王律师、李律师事务所、陈律师团队、前移民局官员'),
    legalService: list(
      '绿卡申请、H1B、EB-5投资移民、EB-1A杰出人才、NIW、政治庇护、公民入籍、婚姻绿卡、离婚、交通罚单、车祸伤害、房屋买卖过户、公司注册、遗嘱信托',
    ),
    immigration: list('绿卡、H1B、移民、OPT、I-485、庇护、职业移民、亲属移民'),
    lawTail: list('免费咨询、成功率高、{years}年经验、中英文服务、收费合理、急件加急'),
  },
};

export const other: CategoryText = {
  name: '其他',
  titles: templates(
    '寻{lostItem}，{place}|{pet}免费领养|求助：{helpQ}|{place}{misc}|{misc}，{place}出发',
  ),
  sentences: templates(
    '{lostItem}于{date}在{place}丢失，拾到者请联系，必有重谢。|{pet}{petAge}，打过疫苗，希望找个有爱心的主人。|{helpQ}？谢谢大家。|{misc}，有需要的朋友{contact}。|{date}从{place}出发，还有{num}个位置。',
  ),
  slots: {
    lostItem: list('钱包、猫咪、狗狗、钥匙、手机、证件、背包'),
    pet: list('小猫、小狗、兔子、仓鼠、金毛'),
    petAge: list('两个月大、一岁、半岁、三岁'),
    helpQ: list(
      '有没有人知道哪里可以办护照、推荐靠谱的牙医、哪里可以修手机、怎么换驾照、哪家超市有活鱼',
    ),
    misc: list('二手书免费送、拼车回国、捎带东西回国、代购、收快递、机场拼车'),
  },
};
