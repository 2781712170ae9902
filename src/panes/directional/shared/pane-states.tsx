/**
 * Honest states of a pane's data: no well chosen, loading, failed (the server's message, with a
 * retry), and empty (what is missing and where it comes from). Never placeholder numbers.
 */
import { Body1, Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { RequestError } from '../../../api/request-error';

const useStyles = makeStyles({
  center: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    flexGrow: 1,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

/** Spec app-shell 8, failed well selection. */
export const NO_WELL_MESSAGE = 'Please, select Well on top to load data ...';

export function PaneMessage({
  state,
  title,
  detail,
  action,
}: {
  state: 'no-well' | 'loading' | 'error' | 'empty';
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  const s = useStyles();
  return (
    <div className={s.center} data-pane-message={state} role={state === 'error' ? 'alert' : 'status'}>
      {state === 'loading' ? <Spinner size="small" label={title} /> : <Body1>{title}</Body1>}
      {detail && <Caption1>{detail}</Caption1>}
      {action}
    </div>
  );
}

export function errorText(e: unknown): string {
  if (e instanceof RequestError) return e.message || `The server answered ${e.status}`;
  return e instanceof Error ? e.message : 'Unknown error!';
}

/**
 * Renders `ready(data)` once the well's data is here, otherwise the state it is in. `isEmpty` names
 * data that arrived but holds nothing to show; `empty` says what is missing.
 */
export function DataState<T>({
  wellId,
  swr,
  what,
  ready,
  isEmpty,
  empty,
}: {
  wellId: string | null;
  swr: { data: T | undefined; error: unknown; mutate: () => unknown };
  /** 'survey', 'anti-collision scan': used in the loading and failure texts. */
  what: string;
  ready: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
}) {
  if (!wellId) return <PaneMessage state="no-well" title={NO_WELL_MESSAGE} />;
  if (swr.error && swr.data === undefined) {
    return (
      <PaneMessage
        state="error"
        title={`The ${what} could not be loaded`}
        detail={errorText(swr.error)}
        action={
          <Button size="small" onClick={() => void swr.mutate()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (swr.data === undefined) return <PaneMessage state="loading" title={`Loading the ${what}…`} />;
  if (isEmpty?.(swr.data))
    return (
      <PaneMessage
        state="empty"
        title={typeof empty === 'string' ? empty : `No ${what} for this well`}
        detail={typeof empty === 'string' ? undefined : empty}
      />
    );
  return <>{ready(swr.data)}</>;
}
