/** The morning report (server/routes/morning-report.ts): the day it covers, and its PDF. */
import useSWR from 'swr';
import { morningFileName, type MorningDay, type MorningOrientation, type MorningPaper } from '../domain/reports/morning-report';
import { api } from './request';

const dayUrl = (wellId: string) => `wells/${encodeURIComponent(wellId)}/reports/morning`;

/** The reporting day of the well's morning report ended by `atS` (default now). */
export const useMorningDay = (wellId: string | null, atS: number | null) =>
  useSWR(wellId ? [dayUrl(wellId), atS] : null, () =>
    api.get<{ data: MorningDay }>(dayUrl(wellId!), atS === null ? {} : { at: atS }, { hideMessage: true, quiet: true }),
  );

/** Asks the server to print the morning report and hands the browser the file. */
export async function fetchMorningPdf(wellId: string, paper: MorningPaper, orientation: MorningOrientation): Promise<{ fileName: string; blob: Blob }> {
  const day = (await api.get<{ data: MorningDay }>(dayUrl(wellId), {}, { hideMessage: true })).data;
  const blob = await api.get<Blob>(`${dayUrl(wellId)}.pdf`, { paper, orientation }, { responseType: 'blob', hideMessage: true });
  return { fileName: morningFileName(day.well_name, day.date), blob };
}
