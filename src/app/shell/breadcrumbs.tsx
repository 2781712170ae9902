/** Breadcrumbs derived from the route's declaration. */
import { Breadcrumb, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { RouteDef } from '../../commands/route-types';

const useStyles = makeStyles({ root: { paddingLeft: tokens.spacingHorizontalM, minHeight: '28px' } });

export function Breadcrumbs({ route }: { route: RouteDef }) {
  const s = useStyles();
  return (
    <Breadcrumb className={s.root} size="small" aria-label="Breadcrumbs">
      {route.breadcrumbs.map((b, i) => (
        <Fragment key={i}>
          {i > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem aria-current={i === route.breadcrumbs.length - 1 ? 'page' : undefined}>{b}</BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
