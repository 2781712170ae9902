import type { CurrentUser } from '../auth/current-user';
import { HttpError } from '../lib/http-error';

/** Project EDM and well planning sit behind the global VIEW_PROJECT_EDM (app-shell 6; administrators hold it). */
export function needEdm(user: CurrentUser) {
  if (!user.isAdmin && !user.globalPermissions.has('VIEW_PROJECT_EDM')) throw new HttpError(403, 'Missing permission VIEW_PROJECT_EDM');
}
