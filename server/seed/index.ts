import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import { bidsStep } from './step-bids';
import { costsStep } from './step-costs';
import { directionalStep } from './step-directional';
import { feedsStep } from './step-feeds';
import { integrationsStep } from './step-integrations';
import { fracStep } from './step-frac';
import { fracCostsStep } from './step-frac-costs';
import { geoprognosisStep } from './step-geoprognosis';
import { filesStep } from './step-files';
import { logsStep } from './step-logs';
import { providersStep } from './step-providers';
import { orgStep } from './step-org';
import { notesStep } from './step-notes';
import { smsStep } from './step-sms';
import type { SeedContext, SeedStep } from './steps';
import { troublesStep } from './step-troubles';
import { mudStep } from './step-mud';
import { equipmentStep } from './step-equipment';
import { archiveCasingStep } from './step-archive-casing';
import { bhaCasingStep } from './step-bha-casing';
import { roadmapStep } from './step-roadmap';
import { ticketsStep } from './step-tickets';
import { designsStep } from './step-designs';
import { drillingProgramsStep } from './step-drilling-programs';
import { productionStep } from './step-production';
import { padProgramsStep } from './step-pad-programs';
import { edmStep } from './step-edm';
import { engineeringScenariosStep } from './step-engineering-scenarios';
import { engineeringScenarioCasesStep } from './step-engineering-scenario-cases';

/** Demo steps in order. Later areas append theirs (surveys, logs, reports). */
export const SEED_STEPS: SeedStep[] = [
  orgStep,
  directionalStep,
  costsStep,
  logsStep,
  troublesStep,
  mudStep,
  feedsStep,
  fracStep,
  filesStep,
  smsStep,
  notesStep,
  bidsStep,
  geoprognosisStep,
  providersStep,
  integrationsStep,
  bhaCasingStep,
  archiveCasingStep,
  equipmentStep,
  roadmapStep,
  ticketsStep,
  designsStep,
  drillingProgramsStep,
  productionStep,
  fracCostsStep,
  padProgramsStep,
  edmStep,
  engineeringScenariosStep,
  engineeringScenarioCasesStep,
];

export const DEMO_SEED = 20261121;

async function setting<T>(db: Db, key: string): Promise<T | null> {
  const { rows } = await db.query<{ value: T }>('select value from settings where key = $1', [key]);
  return rows[0]?.value ?? null;
}

async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [key, JSON.stringify(value)]);
}

export interface SeedProgress {
  step: string;
  fraction: number;
  detail?: string;
}

/**
 * Runs the demo steps not yet done. Foreground steps finish before the server listens; background
 * steps are returned as a function to call once it does. Never runs unless demo data is enabled.
 */
export async function runDemoSeed(
  db: Db,
  config: ServerConfig,
  hooks: { log(m: string): void; onProgress?(p: SeedProgress): void; steps?: SeedStep[] } = { log: console.log },
): Promise<{ background: () => Promise<void> }> {
  const steps = hooks.steps ?? SEED_STEPS;
  let anchorS = await setting<number>(db, 'demo_anchor_s');
  if (anchorS === null) {
    // Whole days, so the demo calendar lines up with the wells' reporting day.
    anchorS = Math.floor(Date.now() / 1000 / 86400) * 86400;
    await putSetting(db, 'demo_anchor_s', anchorS);
  }
  const done = new Set((await setting<string[]>(db, 'demo_steps')) ?? []);
  const markDone = async (id: string) => {
    done.add(id);
    await putSetting(db, 'demo_steps', [...done]);
  };
  const ctxFor = (step: SeedStep): SeedContext => ({
    db,
    config,
    anchorS: anchorS!,
    seed: DEMO_SEED,
    log: hooks.log,
    progress: (fraction, detail) => hooks.onProgress?.({ step: step.id, fraction, detail }),
  });
  for (const step of steps.filter((s) => !s.background && !done.has(s.id))) {
    await step.run(ctxFor(step));
    await markDone(step.id);
  }
  const pending = steps.filter((s) => s.background && !done.has(s.id));
  return {
    background: async () => {
      for (const step of pending) {
        await step.run(ctxFor(step));
        await markDone(step.id);
      }
    },
  };
}
