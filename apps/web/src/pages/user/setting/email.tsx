import { ContactChangeForm } from '../../../components/account/ContactChangeForm';

export default function EmailPage() {
  return <ContactChangeForm kind="email" />;
}
