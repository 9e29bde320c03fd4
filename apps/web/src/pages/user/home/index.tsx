import { APP_VERSION, ParamKey } from '@huaren/contract';
import { useParamConfigQuery } from '../../../api/paramConfig';
import { UserIcon } from '../../../components/icons';
import { List, ListItem } from '../../../components/List';
import styles from './index.module.css';

/**
 * The personal centre, as a visitor sees it. Login, registration and the user's own pages arrive
 * with the accounts issue; nothing here links to them yet.
 */
export default function MinePage() {
  const { data: config } = useParamConfigQuery();
  const contact = config?.[ParamKey.contact]?.trim();
  return (
    <>
      <div className={styles.header} data-testid="user-visitor">
        <span className={styles.avatar}>
          <UserIcon size={34} />
        </span>
        <div>
          <p className={styles.name}>未登录</p>
          <p className={styles.hint}>登录与注册功能即将开放</p>
        </div>
      </div>
      <List>
        {contact && <ListItem title="联系我们" description={contact} />}
        <ListItem title="当前版本" extra={<span data-testid="app-version">{APP_VERSION}</span>} />
      </List>
    </>
  );
}
