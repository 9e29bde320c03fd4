import { wechatField } from '@huaren/contract';
import { ProfileFieldForm } from '../../../components/account/ProfileFieldForm';

export default function WechatPage() {
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
