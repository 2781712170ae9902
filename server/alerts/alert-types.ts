/** Types shared by the alert engine, its delivery and its checks (apart, so no import circle forms). */
import type { Db } from '../db/db';
import type { AlertParams } from '../../src/domain/alerts/alert-params';
import type { AlertTypeId } from '../../src/domain/constants/alerts-and-reports';
import type { Mailer } from './mailer';
import type { SmsProvider } from '../sms/sms-provider';

export interface EngineSubscription {
  id: string;
  ownerId: string;
  wellId: string;
  type: AlertTypeId;
  severity: string;
  channels: string[];
  params: AlertParams;
  mutedUntilMs: number | null;
  muteFromMdM: number | null;
  muteToMdM: number | null;
  /** Top-N: only the N worst items of a check that judges several (the AC alert's offsets) fire; null for all. */
  topN: number | null;
  /** Changes when the subscription is edited: its detector state starts again. */
  version: string;
}

export interface DeliveryDeps {
  db: Db;
  publish(destination: string, body: unknown): void;
  mailer: Mailer | null;
  sms: SmsProvider | null;
}
