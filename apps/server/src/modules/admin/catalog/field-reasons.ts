import { CATEGORY_FIELDS_MAX } from '@huaren/contract';

/** Every reason the field calls answer, as the administrator reads it; tests compare them exactly. */
export const FieldReasons = {
  categoryNotFound: '分类不存在',
  fieldNotFound: '字段不存在',
  keyTaken: '该分类下已有相同标识的字段',
  tooMany: `每个分类最多 ${CATEGORY_FIELDS_MAX} 个字段`,
  fixedOnceCreated: '字段的标识、类型和所属分类创建后不能修改',
  orderIncomplete: '字段顺序须包含该分类的全部字段，且每个只出现一次',
} as const;
