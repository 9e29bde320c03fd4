import { wechatField } from '@huaren/contract';
import { useUserInfoQuery } from '../../../api/user';
import { ProfileFieldForm } from '../../../components/account/ProfileFieldForm';
import { useBindTitle } from '../../../components/account/useBindTitle';

export default function WechatPage() {
  useBindTitle('微信号', useUserInfoQuery().data?.wechatNumber);
  return (
    <ProfileFieldForm
      name="wechatNumber"
      label="微信号"
      field={wechatField}
      placeholder="您的微信号"
      maxLength={20}
      hint="6-20 位，以字母开头，可含字母、数字、下划线和减号；留空则清除。"
    />
  );
}
