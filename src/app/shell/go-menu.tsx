/**
 * "Go to" menu: every route command, grouped by area and section, derived from the manifest. A
 * command the user may not run is shown disabled with the guard's reason; one that needs a well
 * is disabled until a well is selected. (The palette of the next issue reads the same list.)
 */
import { Button, Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { kbdLabel } from '../../commands/keymap';
import { commandAvailability, routeCommands, type RouteCommand } from '../../commands/route-commands';
import { hrefFor } from '../../commands/resolve-url';
import { routeById } from '../../commands/routes';
import { selection } from '../../state/selection';
import { session } from '../../state/session';
import { isMobile } from '../../state/viewport';
import { guardUserOf } from '../guard-user';
import { go } from '../navigation';

function grouped(): [string, [string, RouteCommand[]][]][] {
  const areas = new Map<string, Map<string, RouteCommand[]>>();
  for (const c of routeCommands) {
    const r = routeById(c.routeId);
    const area = r.breadcrumbs[0] ?? 'Other';
    const section = r.breadcrumbs.length > 2 ? r.breadcrumbs[1] : '';
    if (!areas.has(area)) areas.set(area, new Map());
    const sections = areas.get(area)!;
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)!.push(c);
  }
  return [...areas].map(([a, secs]) => [a, [...secs]]);
}

const GROUPS = grouped();

export function GoMenu() {
  const { user } = useSnapshot(session);
  const { wellId } = useSnapshot(selection);
  const guardUser = session.user ? guardUserOf(session.user) : null;

  const item = (c: RouteCommand) => {
    const r = routeById(c.routeId);
    const href = hrefFor(c.routeId, { well_uid: wellId });
    const avail = commandAvailability(r, { user: guardUser, isMobile: isMobile(), queryKeys: [], href: href ?? '' });
    const reason = !avail.enabled
      ? avail.reason
      : href === null
        ? c.needsParams.includes('well_uid') && !wellId
          ? 'Select a well first'
          : `Opens from a ${c.needsParams.join(', ')}`
        : null;
    const mi = (
      <MenuItem key={c.id} disabled={reason !== null} onClick={() => href && void go(href)} secondaryContent={c.keys ? kbdLabel(c.keys) : undefined}>
        {c.label}
      </MenuItem>
    );
    return reason ? (
      <Tooltip key={c.id} content={reason} relationship="description" positioning="after">
        {mi}
      </Tooltip>
    ) : (
      mi
    );
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" data-user={user?.id ?? ''}>
          Go to
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {GROUPS.map(([area, sections]) => (
            <Menu key={area}>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem>{area}</MenuItem>
              </MenuTrigger>
              <MenuPopover style={{ maxHeight: '70vh', overflowY: 'auto' }}>
                <MenuList>
                  {sections.map(([section, cmds]) =>
                    section ? (
                      <MenuGroup key={section}>
                        <MenuGroupHeader>{section}</MenuGroupHeader>
                        {cmds.map(item)}
                      </MenuGroup>
                    ) : (
                      cmds.map(item)
                    ),
                  )}
                </MenuList>
              </MenuPopover>
            </Menu>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
