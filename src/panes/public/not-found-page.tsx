import type { PaneProps } from '../pane-types';
import { ErrorPage } from './error-page';

export default function NotFoundPage(_: PaneProps) {
  return (
    <ErrorPage code="404" title="Page not found">
      The page you asked for does not exist, has moved, or is switched off.
    </ErrorPage>
  );
}
