import { APP_VERSION, APP_VERSION_CODE, ParamKey } from '@huaren/contract';
import { useParamConfigQuery, useSiteName } from '../../../api/paramConfig';
import { QueryView } from '../../../components/AsyncView';
import { MultilineText } from '../../../components/MultilineText';
import { Section } from '../../../components/Section';
import styles from './index.module.css';

const SECTIONS = [
  { key: ParamKey.about, title: '关于我们' },
  { key: ParamKey.contact, title: '联系我们' },
  { key: ParamKey.terms, title: '用户协议' },
  { key: ParamKey.privacy, title: '隐私政策' },
] as const;

/** About the site, from the parameter config, and the app version. */
export default function AboutPage() {
  const config = useParamConfigQuery();
  const siteName = useSiteName();
  return (
    <>
      <div className={styles.brand}>
        <img className={styles.logo} src="./icon-192.png" alt="" width="64" height="64" />
        <p className={styles.name}>{siteName}</p>
        <p className={styles.version} data-testid="about-version">
          版本 {APP_VERSION}（{APP_VERSION_CODE}）
        </p>
      </div>
      <QueryView query={config}>
        {SECTIONS.map(({ key, title }) => {
          const text = config.data?.[key]?.trim();
          return (
            text && (
              <Section key={key} title={title} testId={`about-${key}`}>
                <p className={styles.text}>
                  <MultilineText text={text} />
                </p>
              </Section>
            )
          );
        })}
      </QueryView>
    </>
  );
}
