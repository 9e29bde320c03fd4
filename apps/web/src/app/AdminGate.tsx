import { lazy, type ReactNode } from 'react';
import { useUserInfoQuery } from '../api/user';
import { QueryView } from '../components/AsyncView';
import { useLoggedIn } from '../lib/session';
import NotFound from './NotFound';

// Loaded only once the role is known: nobody else runs or even downloads the console's code.
const AdminLayout = lazy(() => import('../components/admin/AdminLayout'));

/**
 * The console's door (decision 0008): an administrator gets the page inside the console's
 * layout; a visitor or a user sees what any unknown path shows, so the console is not revealed.
 */
export default function AdminGate({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const user = useUserInfoQuery();
  if (!loggedIn) return <NotFound />;
  if (user.data) {
    if (user.data.role !== 'admin') return <NotFound />;
    return <AdminLayout>{children}</AdminLayout>;
  }
  return <QueryView query={user} />;
}
