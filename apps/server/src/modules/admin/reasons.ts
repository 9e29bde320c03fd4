/** Every reason the admin calls answer, as the administrator reads it; tests compare them exactly. */
export const AdminReasons = {
  userNotFound: '用户不存在',
  banSelf: '不能停用自己的账号',
  banAdmin: '不能停用管理员账号，请先撤销其管理员身份',
  categoryNotFound: '分类不存在',
  categoryNameTaken: '分类名称已存在',
  categoryOrderIncomplete: '分类顺序须包含全部分类，且每个分类只出现一次',
  regionNotFound: '地区不存在',
  parentNotFound: '上级地区不存在',
  regionNameTaken: '同一上级地区下已有同名地区',
  regionLevelChanged: '地区只能移动到与原上级同级的地区下',
  regionTooDeep: '都市区下不能再添加地区',
  regionOrderIncomplete: '地区顺序须包含该上级地区的全部下级地区，且每个只出现一次',
} as const;
