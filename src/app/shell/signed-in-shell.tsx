/**
 * Everything a signed-in page adds to the public ones: the shell (top bar, breadcrumbs, footer), the
 * tiling workspace, the palette and the keymap. One lazy chunk, fetched as soon as a token exists
 * (route-host.tsx), so the first chunk a visitor downloads stays small and the sign-in page fast.
 */
import type { RouteDef } from '../../commands/route-types';
import { MainArea } from '../main-area';
import { MainLayout } from './main-layout';

export interface SignedInShellProps {
  route: RouteDef;
  params: Readonly<Record<string, string>>;
  search: string;
  kiosk: boolean;
}

export default function SignedInShell({ route, params, search, kiosk }: SignedInShellProps) {
  return (
    <MainLayout route={route} kiosk={kiosk}>
      <MainArea route={route} params={params} search={search} />
    </MainLayout>
  );
}
