/** The whole client: theme, data fetching defaults, the pane registry, the router, notices and confirmations. */
import { FluentProvider } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { watchUnload } from '../features/edit-mode/leave-guard';
import { preferences } from '../state/preferences';
import { PaneRegistryContext } from '../panes/pane-registry-context';
import { provideSystemTemplates } from '../features/workspace/dashboard-templates';
import { paneType, shippedTemplates } from '../panes/registry';
import { watchViewport } from '../state/viewport';
import { workspace } from '../state/workspace';
import { watchTvScale } from './tv-scale';
import { useShownTheme } from '../features/preferences/use-shown-theme';
import './tv-mode.css';
import { ConfirmDialog } from './confirm-dialog';
import { RouteHost } from './route-host';
import { buildTheme } from './theme';
import { Toasts } from './toasts';
import { AlertListener } from '../features/alerts/alert-listener';

// The registry decides which system templates ship; the workspace reads them from here on.
provideSystemTemplates(shippedTemplates);

export function App() {
  const { skin } = useSnapshot(preferences);
  const { tv } = useSnapshot(workspace);
  // Walls are black (spec 9.6): TV mode shows the black theme whatever the user chose elsewhere.
  const { theme } = useShownTheme();
  const built = useMemo(() => buildTheme(theme), [theme]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.skin = skin;
    root.style.background = built.background;
    root.style.colorScheme = theme === 'light' ? 'light' : 'dark';
  }, [theme, skin, built]);

  useEffect(() => (tv ? watchTvScale(document.documentElement, window) : undefined), [tv]);

  useEffect(() => {
    const stopViewport = watchViewport(window);
    const stopUnload = watchUnload(window);
    // Spec 2: the page gets a landscape class when the device is in landscape.
    const orientation = window.matchMedia('(orientation: landscape)');
    const applyOrientation = () => document.body.classList.toggle('landscape', orientation.matches);
    applyOrientation();
    orientation.addEventListener('change', applyOrientation);
    return () => {
      stopViewport();
      stopUnload();
      orientation.removeEventListener('change', applyOrientation);
    };
  }, []);

  return (
    <FluentProvider theme={built.fluent} style={{ background: built.background, minHeight: '100vh' }}>
      {/* Our request layer already reports failures; SWR must not retry them into a storm. */}
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
        <PaneRegistryContext.Provider value={paneType}>
          <RouteHost />
          <Toasts />
          <AlertListener />
          <ConfirmDialog />
        </PaneRegistryContext.Provider>
      </SWRConfig>
    </FluentProvider>
  );
}
