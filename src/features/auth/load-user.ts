/** User load (spec 4): loading, success or error; a failure ends the session. */
import { fetchUser } from '../../api/auth';
import { applyPreferences } from '../../state/preferences';
import { pageIsLeaving } from '../../state/page-leaving';
import { session, startUserLoad, userLoaded, userLoadFailed } from '../../state/session';

let inFlight: Promise<boolean> | null = null;

export function loadUser(): Promise<boolean> {
  if (inFlight) return inFlight;
  startUserLoad();
  inFlight = fetchUser()
    .then(({ data }) => {
      userLoaded(data);
      applyPreferences(data.preferences ?? {});
      return true;
    })
    .catch(() => {
      // A page being left fails its requests: that is no failed profile load (the next page would
      // open signed out).
      if (pageIsLeaving()) return false;
      if (session.token !== null || session.userStatus === 'loading') userLoadFailed();
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
