/** "This layout was changed in another browser": show theirs, or keep mine (saved again as the newest). */
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { keepMine, remoteChange, showTheirs } from './remote-changes';

export function RemoteChangeNotice() {
  const { pending } = useSnapshot(remoteChange);
  if (!pending) return null;
  return (
    <MessageBar
      intent="warning"
      data-remote-layout-change
      style={{ position: 'absolute', top: 4, left: '50%', transform: 'translateX(-50%)', zIndex: 20, maxWidth: '90%' }}
    >
      <MessageBarBody>“{pending.layoutName}” was changed in another browser.</MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={showTheirs}>
          Show their version
        </Button>
        <Button size="small" onClick={keepMine}>
          Keep mine
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
