import { Navigate } from 'react-router';
import { HOME_PATH } from './routes';

/** A path that names no page, or one the user may not see: the home page rather than a blank screen. */
export function NotFound() {
  return <Navigate to={HOME_PATH} replace />;
}
