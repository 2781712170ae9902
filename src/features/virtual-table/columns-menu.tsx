/** The "Columns" menu: show or hide the columns a table declares hideable. */
import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, type MenuCheckedValueChangeData } from '@fluentui/react-components';
import { columnTitle } from './column';
import type { ColumnVisibility } from './column-visibility';

export function ColumnsMenu<Row>({ visibility, size = 'small' }: { visibility: ColumnVisibility<Row>; size?: 'small' | 'medium' }) {
  if (visibility.hideable.length === 0) return null;
  const checked = { columns: visibility.hideable.filter((c) => !visibility.hidden.has(c.id)).map((c) => c.id) };
  const onChange = (_: unknown, d: MenuCheckedValueChangeData) => {
    const now = new Set(d.checkedItems);
    for (const c of visibility.hideable) if (now.has(c.id) === visibility.hidden.has(c.id)) visibility.toggle(c.id);
  };
  return (
    <Menu checkedValues={checked} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button size={size} appearance="subtle">
          Columns
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {visibility.hideable.map((c) => (
            <MenuItemCheckbox key={c.id} name="columns" value={c.id}>
              {columnTitle(c)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
