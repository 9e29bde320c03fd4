import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** "Type the new password again" must match the field `name`. */
export function sameAs(name: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error('请再次输入新密码');
      if (value !== getFieldValue(name)) throw new Error('两次输入的密码不一致');
    },
  });
}
