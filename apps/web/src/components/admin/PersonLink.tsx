import type { AdminPerson } from '@huaren/contract';
import { adminUserPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import styles from './Card.module.css';

/** A user named in the console, leading to their page (bans, logins, content). */
export function PersonLink({ person }: { person: AdminPerson }) {
  return (
    <AppLink to={adminUserPath(person.id)} className={styles.link}>
      {person.nickName}（ID {person.id}）
    </AppLink>
  );
}
