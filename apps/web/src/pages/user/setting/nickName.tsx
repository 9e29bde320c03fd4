import { NICKNAME_MAX, NICKNAME_MIN, nickNameField } from '@huaren/contract';
import { ProfileFieldForm } from '../../../components/account/ProfileFieldForm';

export default function NickNamePage() {
  return (
    <ProfileFieldForm
      name="nickName"
      label="昵称"
      field={nickNameField}
      placeholder={`${NICKNAME_MIN}-${NICKNAME_MAX} 个字`}
      maxLength={NICKNAME_MAX}
      hint="昵称会显示在您发布的信息和评论旁。"
    />
  );
}
