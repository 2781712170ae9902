import type { PaneProps } from '../pane-types';
import { ErrorPage } from './error-page';

export default function ForbiddenPage({ instance }: PaneProps) {
  const target = instance.params.redirect;
  return (
    <ErrorPage code="403" title="Access denied" offerOtherAccount>
      {target ? (
        <>
          You do not have permission to open <code>{target}</code>. Ask an administrator if you need it.
        </>
      ) : (
        <>You do not have permission to open this page. Ask an administrator if you need it.</>
      )}
    </ErrorPage>
  );
}
