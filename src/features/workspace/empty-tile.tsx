/** What an empty workspace shows: how to open something, with the keys the user actually has. */
import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { kbdLabel } from '../../commands/keymap';
import { bindingOf } from '../keyboard/commands';
import { keymapOverrides } from '../keyboard/keymap-overrides';
import { Kbd } from '../keyboard/kbd';

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
    padding: tokens.spacingVerticalXL,
  },
});

export function EmptyTile() {
  const s = useStyles();
  useSnapshot(keymapOverrides);
  const key = (id: string) => {
    const k = bindingOf(id);
    return k ? <Kbd>{kbdLabel(k)}</Kbd> : null;
  };
  return (
    <div className={s.root} data-empty-workspace>
      <Subtitle2>Nothing is open here</Subtitle2>
      <Body1>Press {key('palette.open')} to open a pane, select a well or switch layouts.</Body1>
      <Caption1>{key('help.keys')} lists every key.</Caption1>
    </div>
  );
}
