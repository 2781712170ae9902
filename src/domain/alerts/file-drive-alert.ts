/**
 * File drive: a file was uploaded to, renamed or moved in, or deleted from the well's drive. Each
 * change is an alert of its own (one-off, like a new survey): its key names the file, the change
 * and its time, so the same change never alerts twice.
 */
import { round, type Firing } from './types';

export interface DriveChange {
  readonly op: 'uploaded' | 'renamed' | 'moved' | 'deleted';
  readonly fileId: string;
  readonly name: string;
  readonly folderId: string;
  readonly sizeBytes: number | null;
  readonly byName: string | null;
  /** Epoch seconds of the change. */
  readonly timeS: number;
}

export function fileDriveFiring(c: DriveChange): Firing {
  const sizeMb = c.sizeBytes === null ? null : c.sizeBytes / 1e6;
  return {
    conditionKey: `file:${c.fileId}:${c.op}:${c.timeS}`,
    message: `File ${c.op} in ${c.folderId}: ${c.name}${sizeMb === null ? '' : ` (${round(sizeMb, 1)} MB)`}${c.byName ? ` by ${c.byName}` : ''}`,
    value: sizeMb === null ? 0 : round(sizeMb, 3),
    threshold: 0,
    unit: 'MB',
    depthM: null,
    timeS: c.timeS,
  };
}
