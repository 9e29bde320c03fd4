import { REGION_ALIASES_2026_11_27 } from '../migrations/2026_11_27_010_region_aliases';

/**
 * Countries, their states or provinces, and the metro areas where Chinese speakers live, in
 * display order. 美国 comes first: the client takes the first country as the default.
 *
 * States with large Chinese communities come first (the picker shows them without scrolling),
 * then the others in the conventional alphabetical order of their English names.
 */
export interface StateSeed {
  name: string;
  metros?: readonly string[];
}

export interface CountrySeed {
  name: string;
  states: readonly StateSeed[];
}

const unitedStates: readonly StateSeed[] = [
  {
    name: '加利福尼亚州',
    metros: ['旧金山湾区', '洛杉矶/圣盖博谷', '尔湾', '圣地亚哥', '萨克拉门托'],
  },
  { name: '纽约州', metros: ['纽约/法拉盛', '布鲁克林', '曼哈顿', '长岛'] },
  { name: '新泽西州', metros: ['北泽西/李堡', '中泽西/爱迪生'] },
  { name: '得克萨斯州', metros: ['休斯顿', '达拉斯', '奥斯汀'] },
  { name: '华盛顿州', metros: ['西雅图'] },
  { name: '马萨诸塞州', metros: ['波士顿'] },
  { name: '伊利诺伊州', metros: ['芝加哥'] },
  { name: '宾夕法尼亚州', metros: ['费城', '匹兹堡'] },
  { name: '华盛顿哥伦比亚特区', metros: ['华盛顿DC'] },
  { name: '马里兰州' },
  { name: '弗吉尼亚州' },
  { name: '佐治亚州', metros: ['亚特兰大'] },
  { name: '内华达州', metros: ['拉斯维加斯'] },
  { name: '夏威夷州', metros: ['檀香山'] },
  { name: '北卡罗来纳州', metros: ['罗利/三角区'] },
  { name: '密歇根州', metros: ['底特律/安娜堡'] },
  { name: '俄勒冈州', metros: ['波特兰'] },
  { name: '亚利桑那州', metros: ['凤凰城'] },
  { name: '佛罗里达州', metros: ['迈阿密', '奥兰多'] },
  { name: '亚拉巴马州' },
  { name: '阿拉斯加州' },
  { name: '阿肯色州' },
  { name: '科罗拉多州' },
  { name: '康涅狄格州' },
  { name: '特拉华州' },
  { name: '爱达荷州' },
  { name: '印第安纳州' },
  { name: '艾奥瓦州' },
  { name: '堪萨斯州' },
  { name: '肯塔基州' },
  { name: '路易斯安那州' },
  { name: '缅因州' },
  { name: '明尼苏达州' },
  { name: '密西西比州' },
  { name: '密苏里州' },
  { name: '蒙大拿州' },
  { name: '内布拉斯加州' },
  { name: '新罕布什尔州' },
  { name: '新墨西哥州' },
  { name: '北达科他州' },
  { name: '俄亥俄州' },
  { name: '俄克拉何马州' },
  { name: '罗得岛州' },
  { name: '南卡罗来纳州' },
  { name: '南达科他州' },
  { name: '田纳西州' },
  { name: '犹他州' },
  { name: '佛蒙特州' },
  { name: '西弗吉尼亚州' },
  { name: '威斯康星州' },
  { name: '怀俄明州' },
];

const canada: readonly StateSeed[] = [
  { name: '安大略省', metros: ['多伦多', '渥太华'] },
  { name: '不列颠哥伦比亚省', metros: ['温哥华'] },
  { name: '魁北克省', metros: ['蒙特利尔'] },
  { name: '阿尔伯塔省', metros: ['卡尔加里', '埃德蒙顿'] },
];

export const regionSeed: readonly CountrySeed[] = [
  { name: '美国', states: unitedStates },
  { name: '加拿大', states: canada },
];

/**
 * Each region's English names and pinyin (decision 0005, "Aliases"): a query naming a place in
 * any of them finds posts that name it in another. Parts separated by `/` match the parts of the
 * Chinese name; a part's other spellings are separated by `,`. Administrators edit them in the
 * console; migration 2026_11_27_010 wrote these into databases seeded before they existed, and a
 * fresh database gets the same values.
 */
export const regionAliasSeed = REGION_ALIASES_2026_11_27;
