import type { Kysely } from 'kysely';
import { addColumnWithDefault, dropColumns } from './helpers';

/**
 * Regions' English names and pinyin, for search and the region picker (decision 0005,
 * "Aliases"): two columns, and the values of the seeded regions where they still carry their
 * seeded names (a renamed or added region is the administrators' to fill in). A fresh database
 * has no regions yet: the launch seed writes them with these values (db/seed/regions.ts), taking
 * them from here as long as they are what it seeds.
 */
export const REGION_ALIASES_2026_11_27: Readonly<
  Record<string, readonly [nameEn: string, pinyin: string]>
> = {
  美国: ['United States, USA', 'meiguo'],
  加拿大: ['Canada', 'jianada'],
  加利福尼亚州: ['California', 'jialifuniya, jiazhou'],
  旧金山湾区: ['SF Bay Area, Bay Area, San Francisco Bay Area', 'jiujinshanwanqu, wanqu'],
  '洛杉矶/圣盖博谷': ['Los Angeles/San Gabriel Valley, SGV', 'luoshanji/shenggaibogu'],
  尔湾: ['Irvine', 'erwan'],
  圣地亚哥: ['San Diego', 'shengdiyage'],
  萨克拉门托: ['Sacramento', 'sakelamentuo'],
  纽约州: ['New York State', 'niuyuezhou'],
  '纽约/法拉盛': ['New York, NYC/Flushing', 'niuyue/falasheng'],
  布鲁克林: ['Brooklyn', 'bulukelin'],
  曼哈顿: ['Manhattan', 'manhadun'],
  长岛: ['Long Island', 'changdao'],
  新泽西州: ['New Jersey, NJ', 'xinzexi'],
  '北泽西/李堡': ['North Jersey/Fort Lee', 'beizexi/libao'],
  '中泽西/爱迪生': ['Central Jersey/Edison', 'zhongzexi/aidisheng'],
  得克萨斯州: ['Texas', 'dekesasi, dezhou'],
  休斯顿: ['Houston', 'xiusidun'],
  达拉斯: ['Dallas', 'dalasi'],
  奥斯汀: ['Austin', 'aositing'],
  华盛顿州: ['Washington State', 'huashengdunzhou'],
  西雅图: ['Seattle', 'xiyatu'],
  马萨诸塞州: ['Massachusetts', 'masazhusai'],
  波士顿: ['Boston', 'boshidun'],
  伊利诺伊州: ['Illinois', 'yilinuoyi'],
  芝加哥: ['Chicago', 'zhijiage'],
  宾夕法尼亚州: ['Pennsylvania', 'binxifaniya'],
  费城: ['Philadelphia', 'feicheng'],
  匹兹堡: ['Pittsburgh', 'pizibao'],
  华盛顿哥伦比亚特区: ['District of Columbia', 'huashengdungelunbiyatequ'],
  华盛顿DC: ['Washington DC, DC', 'huashengdun'],
  马里兰州: ['Maryland', 'malilan'],
  弗吉尼亚州: ['Virginia', 'fujiniya'],
  佐治亚州: ['Georgia', 'zuozhiya'],
  亚特兰大: ['Atlanta', 'yatelanda'],
  内华达州: ['Nevada', 'neihuada'],
  拉斯维加斯: ['Las Vegas', 'lasiweijiasi'],
  夏威夷州: ['Hawaii', 'xiaweiyi'],
  檀香山: ['Honolulu', 'tanxiangshan'],
  北卡罗来纳州: ['North Carolina', 'beikaluolaina'],
  '罗利/三角区': ['Raleigh/Research Triangle', 'luoli/sanjiaoqu'],
  密歇根州: ['Michigan', 'mixiegen'],
  '底特律/安娜堡': ['Detroit/Ann Arbor', 'ditelu/annabao'],
  俄勒冈州: ['Oregon', 'elegang'],
  波特兰: ['Portland', 'botelan'],
  亚利桑那州: ['Arizona', 'yalisangna'],
  凤凰城: ['Phoenix', 'fenghuangcheng'],
  佛罗里达州: ['Florida', 'foluolida'],
  迈阿密: ['Miami', 'maiami'],
  奥兰多: ['Orlando', 'aolanduo'],
  亚拉巴马州: ['Alabama', 'yalabama'],
  阿拉斯加州: ['Alaska', 'alasijia'],
  阿肯色州: ['Arkansas', 'akense'],
  科罗拉多州: ['Colorado', 'keluoladuo'],
  康涅狄格州: ['Connecticut', 'kangniedige'],
  特拉华州: ['Delaware', 'telahua'],
  爱达荷州: ['Idaho', 'aidahe'],
  印第安纳州: ['Indiana', 'yindianna'],
  艾奥瓦州: ['Iowa', 'aiaowa'],
  堪萨斯州: ['Kansas', 'kansasi'],
  肯塔基州: ['Kentucky', 'kentaji'],
  路易斯安那州: ['Louisiana', 'luyisianna'],
  缅因州: ['Maine', 'mianyin'],
  明尼苏达州: ['Minnesota', 'mingnisuda'],
  密西西比州: ['Mississippi', 'mixixibi'],
  密苏里州: ['Missouri', 'misuli'],
  蒙大拿州: ['Montana', 'mengdana'],
  内布拉斯加州: ['Nebraska', 'neibulasijia'],
  新罕布什尔州: ['New Hampshire', 'xinhanbushier'],
  新墨西哥州: ['New Mexico', 'xinmoxige'],
  北达科他州: ['North Dakota', 'beidaketa'],
  俄亥俄州: ['Ohio', 'ehaie'],
  俄克拉何马州: ['Oklahoma', 'ekelahema'],
  罗得岛州: ['Rhode Island', 'luodedao'],
  南卡罗来纳州: ['South Carolina', 'nankaluolaina'],
  南达科他州: ['South Dakota', 'nandaketa'],
  田纳西州: ['Tennessee', 'tiannaxi'],
  犹他州: ['Utah', 'youta'],
  佛蒙特州: ['Vermont', 'fomengte'],
  西弗吉尼亚州: ['West Virginia', 'xifujiniya'],
  威斯康星州: ['Wisconsin', 'weisikangxing'],
  怀俄明州: ['Wyoming', 'huaieming'],
  安大略省: ['Ontario', 'andalue'],
  多伦多: ['Toronto', 'duolunduo'],
  渥太华: ['Ottawa', 'wotaihua'],
  不列颠哥伦比亚省: ['British Columbia, BC', 'buliediangelunbiya'],
  温哥华: ['Vancouver', 'wengehua'],
  魁北克省: ['Quebec', 'kuibeike'],
  蒙特利尔: ['Montreal', 'mengtelier'],
  阿尔伯塔省: ['Alberta', 'aerbota'],
  卡尔加里: ['Calgary', 'kaerjiali'],
  埃德蒙顿: ['Edmonton', 'aidemengdun'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnWithDefault(db, 'regions', 'name_en', 'varchar(200)', '');
  await addColumnWithDefault(db, 'regions', 'pinyin', 'varchar(200)', '');
  const regions = db as unknown as Kysely<{
    regions: { name: string; name_en: string; pinyin: string };
  }>;
  for (const [name, [nameEn, pinyin]] of Object.entries(REGION_ALIASES_2026_11_27)) {
    await regions
      .updateTable('regions')
      .set({ name_en: nameEn, pinyin })
      .where('name', '=', name)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'regions', ['pinyin', 'name_en']);
}
