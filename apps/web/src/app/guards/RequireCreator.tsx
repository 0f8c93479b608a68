import { Navigate, Outlet, useLocation } from 'react-router';
import { useCreatorSession } from '../../lib/creator-session';
import { paths } from '../../lib/paths';
import { creatorIntentOr, useSettleCreatorIntent } from './creator-intent';
import { currentPath } from './intent';

/**
 * The creator portal's pages need a creator session (not a merchant one): others go to
 * /creator/login?redirect={path}. A 401 from the creator API clears the session, so this sends the
 * user there too; after a logout they go to the plain login instead (the logout's intent).
 */
export function RequireCreator() {
  const session = useCreatorSession();
  const location = useLocation();
  useSettleCreatorIntent(location.pathname);
  if (!session)
    return (
      <Navigate
        to={creatorIntentOr(paths.creator.login({ redirect: currentPath(location) }), location.pathname)}
        replace
      />
    );
  return <Outlet />;
}
