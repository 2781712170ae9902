/** Changes to a well's drive files, told to the alert engine on the same database (file drive alerts). */
import type { DriveChange } from '../../src/domain/alerts/file-drive-alert';
import { dbEvents } from '../lib/db-events';

export type DriveEvent = DriveChange & { wellId: string; userId: string | null };

const events = dbEvents<DriveEvent>();

/** Listen to the drive changes made through this database; returns the function that stops listening. */
export const onDriveChange = events.on;
export const driveChanged = events.emit;
