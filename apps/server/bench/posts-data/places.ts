import type { Place } from './grammar';

const metro = (region: string, weight: number, places: string, transit: string) =>
  [{ region, places: places.split('、'), transit: transit.split('、') }, weight] as const;

/**
 * Metros from the regions seed, weighted by how many posts a Chinese classifieds site sees from
 * each (New York and California first), with the neighbourhoods, streets and lines posts name.
 */
export const places: ReadonlyArray<readonly [Place, number]> = [
  metro(
    '纽约/法拉盛',
    16,
    '法拉盛、法拉盛缅街、法拉盛王子街、法拉盛北方大道、白石镇、贝赛、可乐娜、艾姆赫斯特、森林小丘、法拉盛喜来登附近',
    '7号线、地铁7号线、7号线终点站、LIRR火车站、Q44公交、缅街地铁站、7号线快车站',
  ),
  metro(
    '布鲁克林',
    9,
    '布鲁克林、布鲁克林8大道、日落公园、本森贺、湾脊、羊头湾、布鲁克林86街、康尼岛',
    'N线、D线、R线、8大道N线站、86街D线站、B8公交',
  ),
  metro(
    '曼哈顿',
    6,
    '曼哈顿、曼哈顿中国城、坚尼街、下城、中城、上西城、东百老汇、哈林区',
    '6号线、F线、Q线、Canal St站、中央车站、1号线',
  ),
  metro('长岛', 3, '长岛、大颈、罗斯林、希克斯维尔、长岛杰里科', 'LIRR火车站、495高速、北方大道'),
  metro(
    '旧金山湾区',
    12,
    '湾区、旧金山、库比蒂诺、Cupertino、圣何塞、弗里蒙特、奥克兰、山景城、桑尼维尔、旧金山日落区',
    'BART、Caltrain、101高速、280高速、BART站',
  ),
  metro(
    '洛杉矶/圣盖博谷',
    12,
    '圣盖博谷、阿罕布拉、圣盖博、罗兰岗、核桃市、钻石吧、蒙特利公园、天普市、阿凯迪亚、洛杉矶',
    '10号高速、60号高速、金线、Metro金线、605高速',
  ),
  metro(
    '尔湾',
    5,
    '尔湾、橙县、Irvine、尔湾Spectrum、塔斯廷、尔湾大公园附近',
    '5号高速、405高速、尔湾火车站',
  ),
  metro('圣地亚哥', 2, '圣地亚哥、UTSD附近、卡梅尔谷', '56号高速、5号高速'),
  metro(
    '西雅图',
    5,
    '西雅图、贝尔维尤、雷德蒙德、柯克兰、西雅图国际区、UW大学区',
    '轻轨、520桥、405高速、轻轨站',
  ),
  metro(
    '波士顿',
    5,
    '波士顿、昆西、剑桥、波士顿中国城、牛顿、布鲁克莱恩、哈佛附近',
    '红线、绿线、红线地铁、昆西中心站',
  ),
  metro(
    '休斯顿',
    4,
    '休斯顿、糖城、百利大道、休斯顿中国城、医学中心、凯蒂',
    '59号高速、8号环线、轻轨红线',
  ),
  metro('达拉斯', 3, '达拉斯、普莱诺、理查德森、弗里斯科', '75号高速、DART轻轨'),
  metro('奥斯汀', 2, '奥斯汀、圆石城、UT奥斯汀附近', '183高速、35号高速'),
  metro('芝加哥', 3, '芝加哥、芝加哥华埠、内珀维尔、芝大附近', '橙线、红线、CTA公交'),
  metro('北泽西/李堡', 3, '李堡、泽西市、霍博肯、帕利塞兹公园', 'PATH、巴士166、乔治华盛顿桥'),
  metro('中泽西/爱迪生', 2, '爱迪生、普林斯顿、新布朗斯维克', 'NJ Transit、1号公路'),
  metro('费城', 2, '费城、费城中国城、宾大附近', 'SEPTA、市场街线'),
  metro('华盛顿DC', 2, '华盛顿DC、罗克维尔、费尔法克斯、银泉', '红线地铁、橙线地铁'),
  metro('亚特兰大', 2, '亚特兰大、德卢斯、佐治亚理工附近', 'MARTA、85号高速'),
  metro('拉斯维加斯', 1, '拉斯维加斯、春山路、亨德森', '15号高速'),
  metro('多伦多', 3, '多伦多、士嘉堡、万锦、列治文山', '地铁1号线、401高速'),
  metro('温哥华', 2, '温哥华、列治文、本拿比、高贵林', '天车、加拿大线'),
];
