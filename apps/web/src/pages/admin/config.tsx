import { ParamKey, REPORT_AUTO_HIDE_DEFAULT, REPORT_AUTO_HIDE_KEY } from '@huaren/contract';
import { useAdminParamConfigQuery } from '../../api/adminConfig';
import { CardList } from '../../components/admin/CardList';
import { ConfigItem } from '../../components/admin/ConfigItem';
import { QueryView } from '../../components/AsyncView';

/** The keys the app reads, listed even before they have a value. */
const KNOWN: Record<string, string> = {
  [ParamKey.siteName]: '站点名称',
  [ParamKey.about]: '关于我们',
  [ParamKey.contact]: '联系我们',
  [ParamKey.terms]: '用户协议',
  [ParamKey.privacy]: '隐私政策',
  [ParamKey.searchSynonyms]:
    '搜索同义词（每行一条：“绿卡 = green card”互相搜到；“租房: 出租, 求租, #房屋租售”）',
  [ParamKey.riskPatterns]:
    '风险规则（每行一条：“名称: 词语 | 词语 + 词语”，每个“+”部分都出现其中一个词的帖子先送审核；不对用户公开）',
  [REPORT_AUTO_HIDE_KEY]: `自动隐藏所需举报人数（默认 ${REPORT_AUTO_HIDE_DEFAULT}）`,
};

/** The parameter config: the about page's texts, the site name, search and risk rules, thresholds. */
export default function AdminConfigPage() {
  const config = useAdminParamConfigQuery();
  const values = config.data ?? {};
  const keys = [...new Set([...Object.keys(KNOWN), ...Object.keys(values)])];
  return (
    <QueryView query={config}>
      <CardList testId="admin-config">
        {keys.map((key) => (
          // Keyed by the value too: a saved value starts a fresh draft.
          <ConfigItem
            key={`${key}:${values[key] ?? ''}`}
            paramKey={key}
            label={KNOWN[key]}
            value={values[key] ?? ''}
          />
        ))}
      </CardList>
    </QueryView>
  );
}
