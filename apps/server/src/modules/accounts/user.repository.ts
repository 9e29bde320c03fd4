import type { ContactKind } from '@huaren/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/schema';
import { updateById } from '../../db/update-by-id';

export type UserRow = Selectable<UserTable>;

export interface NewUser {
  nickName: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  now: number;
}

/** The column holding a contact of each kind. */
export const contactColumn = { email: 'email', phone: 'phone' } as const satisfies Record<
  ContactKind,
  keyof UserTable
>;

export function createUserRepository(db: Db) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByContact(kind: ContactKind, value: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(contactColumn[kind], '=', value)
        .executeTakeFirst();
    },

    insert(user: NewUser): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          nick_name: user.nickName,
          email: user.email,
          phone: user.phone,
          wechat: null,
          password_hash: user.passwordHash,
          ban_reason: null,
          created_at: user.now,
          updated_at: user.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The only way a row changes. Callers name the columns they mean (the profile call: nickname
     * and WeChat ID), so no request field can reach another column.
     */
    update(id: number, changes: Updateable<UserTable> & { updated_at: number }) {
      return updateById(db, 'users', id, changes);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
