import { ContactChangeForm } from '../../../components/account/ContactChangeForm';

export default function PhonePage() {
  return <ContactChangeForm kind="phone" />;
}
