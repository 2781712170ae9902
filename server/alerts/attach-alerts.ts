/**
 * Puts the alert engine on this instance's published messages: after this, every services.publish
 * goes out as before and is then observed by the engine. Call after the realtime server is attached
 * and before the simulator and the feeds start.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import type { Services } from '../services';
import { AlertEngine } from './alert-engine';
import { onDriveChange } from '../files/drive-events';
import { onRecommendationAdded } from '../notes/recommendation-events';
import { createSmsProvider } from '../sms/sms-provider';
import { createMailer } from './mailer';

export function attachAlerts(db: Db, services: Services, config: ServerConfig, log: (m: string) => void): { close(): Promise<void> } {
  const mailer = config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : null;
  const out = services.publish;
  const engine = new AlertEngine({ db, publish: out, mailer, sms: createSmsProvider(config, db), log });
  services.publish = (destination, body) => {
    out(destination, body);
    engine.observe(destination, body);
  };
  services.alerts = engine;
  const stopDrive = onDriveChange(db, (e) => engine.observeDrive(e));
  const stopRecommendations = onRecommendationAdded(db, (e) => engine.observeRecommendation(e));
  return {
    async close() {
      stopDrive();
      stopRecommendations();
      await engine.idle();
      mailer?.close();
    },
  };
}
