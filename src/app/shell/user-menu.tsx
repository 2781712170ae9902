/** The user menu: display preferences, pin the page, impersonation and sign out. */
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePublicConfig } from '../../api/config';
import type { RouteDef } from '../../commands/route-types';
import { SKINS, THEMES, THEME_NAMES, type Skin, type ThemeName } from '../../domain/constants/display';
import { signOut } from '../../features/auth/sign-out';
import { canImpersonate } from '../../features/impersonation/can-impersonate';
import { ImpersonateDialog } from '../../features/impersonation/impersonate-dialog';
import { returnToOwnAccount } from '../../features/impersonation/impersonate';
import { setPreference, togglePinned } from '../../features/preferences/save-preferences';
import { preferences } from '../../state/preferences';
import { isImpersonating, session } from '../../state/session';

export function UserMenu({ route }: { route: RouteDef }) {
  const { user } = useSnapshot(session);
  const prefs = useSnapshot(preferences);
  const { data: config } = usePublicConfig();
  const [impersonateOpen, setImpersonateOpen] = useState(false);
  if (!user) return null;

  const chatAllowed = config ? !config.hide_ai_chat && user.global_permissions.includes('AI_CHAT') : false;
  const checked = {
    theme: [prefs.theme],
    skin: [prefs.skin],
    options: [...(prefs.footer ? ['footer'] : []), ...(prefs.chat ? ['chat'] : [])],
  };
  const onChecked: MenuProps['onCheckedValueChange'] = (_, { name, checkedItems }) => {
    if (name === 'theme') void setPreference('theme', checkedItems[0] as ThemeName);
    if (name === 'skin') void setPreference('skin', checkedItems[0] as Skin);
    if (name === 'options') {
      if (checkedItems.includes('footer') !== prefs.footer) void setPreference('footer', !prefs.footer);
      if (checkedItems.includes('chat') !== prefs.chat) void setPreference('chat', !prefs.chat);
    }
  };
  const pinned = prefs.pinned_menus.includes(route.id);

  return (
    <>
      <Menu checkedValues={checked} onCheckedValueChange={onChecked}>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<Avatar name={user.name} size={24} />} aria-label={`User menu: ${user.name}`} data-user-menu>
            {user.name}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader>
                {user.email} · {user.company.name}
              </MenuGroupHeader>
            </MenuGroup>
            <MenuDivider />
            <MenuGroup>
              <MenuGroupHeader>Theme</MenuGroupHeader>
              {THEME_NAMES.map((t) => (
                <MenuItemRadio key={t} name="theme" value={t}>
                  {THEMES[t].label}
                </MenuItemRadio>
              ))}
            </MenuGroup>
            <MenuGroup>
              <MenuGroupHeader>Skin</MenuGroupHeader>
              {SKINS.map((k) => (
                <MenuItemRadio key={k} name="skin" value={k}>
                  {k === 'default' ? 'Default' : 'Bordered'}
                </MenuItemRadio>
              ))}
            </MenuGroup>
            <MenuDivider />
            <MenuItemCheckbox name="options" value="footer">
              Show footer
            </MenuItemCheckbox>
            {chatAllowed && (
              <MenuItemCheckbox name="options" value="chat">
                Show AI chat
              </MenuItemCheckbox>
            )}
            {route.command.palette && (
              <MenuItem onClick={() => void togglePinned(route.id)}>{pinned ? `Unpin ${route.title}` : `Pin ${route.title} to the top bar`}</MenuItem>
            )}
            <MenuDivider />
            {canImpersonate() && <MenuItem onClick={() => setImpersonateOpen(true)}>Sign in as another user…</MenuItem>}
            {isImpersonating() && <MenuItem onClick={returnToOwnAccount}>Return to my account</MenuItem>}
            <MenuItem onClick={signOut}>Sign out</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ImpersonateDialog open={impersonateOpen} onClose={() => setImpersonateOpen(false)} />
    </>
  );
}
