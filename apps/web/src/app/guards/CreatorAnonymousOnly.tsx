import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@app/shared/session';
import { useCreatorSession } from '../../lib/creator-session';
import { isCreatorPath, paths } from '../../lib/paths';
import { creatorIntentOr, useSettleCreatorIntent } from './creator-intent';

/**
 * The creator's sign-up, code, login and password pages: a logged-in creator goes on to a safe
 * creator-portal `redirect` (this is how a login follows it), else to the portal's home.
 */
export function CreatorAnonymousOnly() {
  const session = useCreatorSession();
  const location = useLocation();
  const [params] = useSearchParams();
  useSettleCreatorIntent(location.pathname);
  if (!session) return <Outlet />;
  const redirect = safeRedirectPath(params.get('redirect'));
  const target =
    creatorIntentOr('', location.pathname) || (redirect && isCreatorPath(redirect) ? redirect : paths.creator.home());
  return <Navigate to={target} replace />;
}
