/** The realtime message panes of a well re-fetch on: its survey stations or plans changed. */
import type { TargetChange } from '../../src/domain/alerts/target-change';
import { topicFor } from '../realtime/topics';

export interface SurveyUpdatedMessage {
  well_id: string;
  /** Epoch seconds of the change. */
  time: number;
  /** FACT: survey stations; PLAN: plans, targets or boundaries; SETTINGS: tie-in, section azimuth, frame. */
  kind: 'FACT' | 'PLAN' | 'SETTINGS';
  /** Shallowest MD that changed (FACT), so a pane can fetch from there with from_md. */
  from_md?: number;
  revision: number;
  /** PLAN from a target write: which targets changed and how (the target line change alert reads it). */
  targets?: readonly TargetChange[];
}

export interface Publisher {
  publish(destination: string, body: unknown): void;
}

export function publishSurveyUpdated(publisher: Publisher, message: Omit<SurveyUpdatedMessage, 'time'>): void {
  publisher.publish(topicFor('survey/updated', message.well_id), { ...message, time: Math.floor(Date.now() / 1000) });
}
