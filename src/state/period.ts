/** The period a pane shows (data-widgets-calls 3.10): dates in epoch seconds, optional depths. */
import type { Well } from '../api/types';

export interface Period {
  /** Epoch seconds. */
  start_date: number;
  end_date: number;
  start_depth: number | null;
  end_depth: number | null;
  /** A live well's period follows "now". */
  autoUpdate: boolean;
  /** What set the period; the default is the well button (the well's whole life). */
  source: { type: 'well' | 'url' | 'user' | 'history'; params?: Record<string, unknown> };
}

/** The well's whole life so far: its start to its end, or to now while it is still going. */
export function defaultPeriod(well: Well, nowS: number = Math.floor(Date.now() / 1000)): Period {
  const live = well.end_date === null;
  return {
    start_date: well.start_date ?? nowS - 86_400,
    end_date: well.end_date ?? nowS,
    start_depth: well.start_depth,
    end_depth: well.end_depth,
    autoUpdate: live && well.realtime,
    source: { type: 'well' },
  };
}

/** Spec 5: period sync calls need integer epoch-second timestamps. */
export const isEpochSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
