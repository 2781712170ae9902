/** The AI assistant's chat: a pane like any other (tile it, keep it beside logs), opened from here. */
import { whyNoChat } from '../../features/assistant/availability';
import { focusTab, openPane } from '../../features/workspace/tiling';
import { workspace } from '../../state/workspace';
import type { Verb } from '../verb-types';

const ASSISTANT_PANE = 'assistant.chat';

export const assistantVerbs: Verb[] = [
  {
    id: 'assistant.open',
    label: 'AI assistant: open the chat',
    group: 'General',
    keywords: ['ai', 'chat', 'ask', 'llm', 'language model', 'copilot', 'assistant'],
    when: whyNoChat,
    run: ({ placement }) => {
      // One chat: an open one is focused rather than a second started.
      const open = Object.entries(workspace.tabs).find(([, c]) => c.pane === ASSISTANT_PANE);
      if (open) focusTab(open[0]);
      else openPane({ pane: ASSISTANT_PANE, params: {}, well: 'follow', period: 'follow' }, placement);
    },
  },
];
