/** Admin › System Settings (server/routes/system-settings.ts): read, change, reset to the environment. */
import useSWR, { mutate } from 'swr';
import type { SystemSettingRow, SystemSettingValues } from '../domain/admin/system-settings';
import { api } from './request';

const KEY = 'admin/system_settings';
const quiet = { hideMessage: true, quiet: true } as const;

export const useSystemSettings = () => useSWR(KEY, () => api.get<{ data: SystemSettingRow[] }>(KEY, undefined, { hideMessage: true }).then((r) => r.data));

/** After a write the settings and the public configuration (welcome screen, footer) are read again. */
async function changed(rows: SystemSettingRow[]) {
  await mutate(KEY, rows, { revalidate: false });
  await mutate('config');
  return rows;
}

export const saveSystemSettings = async (values: Partial<SystemSettingValues>) =>
  changed((await api.patch<{ data: SystemSettingRow[] }>(KEY, values, quiet)).data);
export const resetSystemSetting = async (key: string) => changed((await api.delete<{ data: SystemSettingRow[] }>(`${KEY}/${key}`, undefined, quiet)).data);
