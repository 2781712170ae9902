/**
 * What a declared pane shows until its screen is built: its own name and an honest statement, never
 * placeholder data. The pane host's wrapper carries data-pane-status="not-ready".
 */
import { Badge, Body1, Caption1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { PaneProps } from './pane-types';

const useStyles = makeStyles({
  wrap: { display: 'flex', alignItems: 'flex-start', justifyContent: 'center', padding: tokens.spacingVerticalXXL, flexGrow: 1 },
  card: { maxWidth: '560px', width: '100%', '& h2, & p': { marginTop: 0, marginBottom: 0 } },
  params: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export default function NotBuiltPane({ paneType, instance, wellId }: PaneProps) {
  const s = useStyles();
  const params = Object.entries(instance.params).filter(([k]) => k !== 'well_uid');
  return (
    <div className={s.wrap}>
      <Card className={s.card} data-not-built={paneType.id}>
        <Subtitle1 as="h2">{paneType.title} is not built yet</Subtitle1>
        <Body1>
          This {paneType.kind === 'route' ? 'screen' : `${paneType.kind} widget`} is declared in Drillspace but its view has not been written. It will read its
          data from the server once it is.
        </Body1>
        <div className={s.params}>
          <Caption1>Pane type</Caption1>
          <Caption1 className={s.code}>{paneType.id}</Caption1>
          <Caption1>Well</Caption1>
          <Caption1>{wellId ?? 'none selected'}</Caption1>
          {params.map(([k, v]) => (
            <FragmentRow key={k} name={k} value={v} codeClass={s.code} />
          ))}
        </div>
        <div>
          <Badge appearance="outline" color="warning">
            not built yet
          </Badge>
        </div>
      </Card>
    </div>
  );
}

function FragmentRow({ name, value, codeClass }: { name: string; value: string; codeClass: string }) {
  return (
    <>
      <Caption1>{name}</Caption1>
      <Caption1 className={codeClass}>{value}</Caption1>
    </>
  );
}
