import { list, templates, type CategoryText } from './common';
import { between } from './random';

export const secondhand: CategoryText = {
  name: '二手买卖',
  titles: templates(
    '{gadget} 二手 {condition} {itemPrice}|出{gadget}，{condition}，{itemPrice}|搬家甩卖：{furniture}、{furniture}、{furniture}|二手{furniture}出售，{place}自取|求购二手{gadget}|{brandItem}转让，{condition}|回国清仓，{furniture}、{gadget}低价出|【二手】{babyItem} {itemPrice}|{place}出{gadget}，{itemPrice}|闲置{gadget}出售',
  ),
  sentences: templates(
    '{gadget}，{condition}，{reason}，{itemPrice}。|自用{gadget}，一直带壳贴膜，电池健康{pct}%，配件齐全。|{reason}，{furniture}、{furniture}低价出，{pickup}。|{pickup}，只收现金或Zelle/Venmo。|{furniture}只用了{num}个月，{condition}，原价{itemPrice}。|二手物品一经售出概不退换，可以先来看货。|价格可小刀，{pickup}。|{babyItem}{condition}，宝宝长大了用不上。|还有{gadget}和{furniture}，打包更便宜。',
  ),
  slots: {
    gadget: list(
      'iPhone 15 Pro、iPhone 15、iPhone15 Pro Max、iPhone 14、iPhone 13 mini、iPhone 12、iPad Air、iPad Pro、MacBook Air M2、MacBook Pro、AirPods Pro、Apple Watch、PS5、Switch、三星Galaxy S23、戴森吸尘器、Kindle、显示器、打印机、电饭煲、空气炸锅、Dyson吹风机',
    ),
    furniture: list(
      '宜家沙发、床架、床垫、书桌、餐桌椅、衣柜、电视柜、冰箱、洗衣机、微波炉、跑步机、台灯、IKEA书架',
    ),
    babyItem: list('婴儿推车、汽车安全座椅、婴儿床、儿童自行车、玩具、婴儿背带'),
    brandItem: list('乐高套装、LV包、Coach包、健身房年卡、Costco会员、演唱会门票'),
    condition: list('九成新、95新、全新未拆封、八成新、几乎全新、有轻微划痕、功能完好、原装正品'),
    reason: list('因回国、因搬家、升级换新、闲置、买重了、用不上了'),
    pickup: list('需自取、可送货上门、{place}自取、可在{transit}附近交易'),
    pct: (rng) => String(between(rng, 80, 100)),
    itemPrice: (rng) => `$${between(rng, 5, 120) * 10}`,
  },
};

export const cars: CategoryText = {
  name: '汽车交易',
  titles: templates(
    '{year} {car} 一手车主 里程{miles}|出售{year}年{car}，{carCondition}|二手车 {car} {year} {carPrice}|{place}卖车：{car}，{carPrice}|求购二手车，预算{carPrice}以内|{car} {year} 低里程 无事故|{year} {car} {carPrice} {carCondition}',
  ),
  sentences: templates(
    '{year}年{car}，{miles}，{carCondition}，{carCondition}。|因{carReason}出售，价格{carPrice}，可小议。|车在{place}，欢迎试驾，可以带去修车店检查。|{carCondition}，内饰干净，无烟车，{feature}。|求购{car}或类似车型，{year}年以后，里程10万以内。|二手车过户、上牌、保险一条龙服务。|{feature}，{feature}，油耗低。',
  ),
  slots: {
    car: list(
      'Toyota Camry、Toyota Corolla、Toyota RAV4、丰田凯美瑞、丰田Highlander、Honda Accord、Honda CR-V、本田思域、Lexus RX350、宝马 X5、宝马X3、宝马3系、奔驰 C300、奔驰GLC、Tesla Model Y、Tesla Model 3、特斯拉Model Y、Nissan Altima、Subaru Outback、奥迪Q5、大众Jetta',
    ),
    miles: (rng) => `${between(rng, 1, 15)}万英里`,
    carCondition: list('无事故、Clean Title、保养记录齐全、车况良好、新换轮胎、一手车主'),
    carReason: list('回国、换新车、搬家去外州、家里多一辆车'),
    feature: list('带倒车影像、天窗、真皮座椅、CarPlay、四驱、混动省油'),
    carPrice: (rng) => `$${between(rng, 30, 600) * 100}`,
  },
};
