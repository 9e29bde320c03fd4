import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** The part of a zod schema a form rule needs (the web app does not depend on zod itself). */
interface Field {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}
interface Issue {
  message: string;
}

/**
 * A form rule from one of the contract's fields: the form shows, at the field, the same Chinese
 * message the server would answer as `reason`.
 */
export function zodRule(field: Field): Rule {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = field.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}
