/**
 * Wire shapes of the log import API (server/routes/logs/import-export.ts). Types only, no imports:
 * the server imports the shapes it shares with the client from here (`import type`), so each is
 * declared once.
 */

/** A proposed mapping of one curve to our channels (server/timeseries/import/channel-mapping.ts). */
export interface ProposedMapping {
  mnemonic: string;
  unit: string;
  description: string;
  /** Where the curve goes: a declared channel id, or a channel of its own name. */
  channel: string;
  /** True when `channel` is one of our declared channels. */
  declared: boolean;
  target_unit: string;
  /** ours = file × factor + offset */
  factor: number;
  offset: number;
  /** Text curves cannot be stored as numbers; mapped curves whose unit we cannot convert are flagged. */
  action: 'import' | 'skip';
  note?: string;
}

/**
 * What the user sees before committing an import (server/timeseries/import/import-preview.ts): the
 * file's format, index, curves with units, null counts and ranges, warnings, and the proposed mapping.
 */
export interface ImportPreview {
  file: string;
  format: string;
  version: string;
  encoding: string;
  well: Record<string, string | undefined>;
  name?: string;
  index: {
    type: 'time' | 'depth';
    mnemonic: string;
    unit: string;
    unit_in_file: string;
    direction: string;
    monotonic: boolean;
    /** Epoch seconds for absolute time, else the index value as in the file. */
    first: number | null;
    last: number | null;
    /** Elapsed time without a start in the file: the commit needs start_time. */
    needs_start_time: boolean;
  };
  row_count: number;
  null_value?: number;
  curves: { mnemonic: string; unit: string; description: string; type: 'number' | 'text'; nulls: number; min: number | null; max: number | null }[];
  mapping: ProposedMapping[];
  /**
   * The nine channels rig-state detection reads (src/domain/drilling/detection-inputs.ts): which the
   * proposed mapping provides, from which curve, and what detection assumes for each one missing.
   */
  detection_inputs: { id: string; label: string; found: boolean; mnemonic: string | null; use: string; assumed: string | null }[];
  warnings: { line?: number; message: string }[];
  other_data_sets: { name: string; curves: number; rows: number }[];
}

export interface ImportResult {
  run_id: string;
  index_type: 'time' | 'depth';
  depth_type: 'MD' | 'TVD' | null;
  rows: number;
  channels: { channel: string; mnemonic: string; unit: string; unit_in_file: string; values: number }[];
  from: number | null;
  to: number | null;
}

export interface UploadView {
  upload_id: string;
  file: string;
  bytes: number;
  state: 'receiving' | 'parsing' | 'ready' | 'failed' | 'committing' | 'committed';
  fraction: number;
  message?: string;
  preview?: ImportPreview;
  result?: ImportResult;
}

export interface MappingChoice {
  mnemonic: string;
  channel?: string;
  skip?: boolean;
}
