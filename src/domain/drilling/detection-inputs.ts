/**
 * The nine channels rig-state detection reads, what each is for and what detection assumes when a
 * well lacks it. The import preview lists them found / missing before a file is committed, and
 * detection reports the same assumption when it runs without one, so the two never disagree.
 */
import { channelById } from './channels';

export interface DetectionInput {
  readonly id: 'holeDepthM' | 'bitDepthM' | 'blockPosM' | 'hookloadT' | 'wobT' | 'rpm' | 'sppMPa' | 'flowInLpm' | 'pumpSpm';
  /** What detection uses it for. */
  readonly use: string;
  /** What detection does without it. */
  readonly ifMissing: string;
}

export const DETECTION_INPUTS: readonly DetectionInput[] = [
  { id: 'holeDepthM', use: 'on bottom, and drilling as the hole advances', ifMissing: 'hole depth taken as the deepest bit depth so far' },
  { id: 'bitDepthM', use: 'pipe movement: trip direction and speed, on bottom', ifMissing: 'bit depth followed from block position while out of slips' },
  { id: 'blockPosM', use: 'pipe movement when bit depth is missing', ifMissing: 'pipe movement from bit depth only' },
  {
    id: 'hookloadT',
    use: 'in slips (hook load near the block weight) and the block weight',
    ifMissing: 'in slips cannot be told: no connections or trip stands',
  },
  { id: 'wobT', use: 'drilling (weight on bit) when hole depth does not advance', ifMissing: 'drilling only where hole depth advances' },
  { id: 'rpm', use: 'rotary versus slide, reaming', ifMissing: 'string taken as not rotating' },
  { id: 'sppMPa', use: 'pumps on (with flow in and pump strokes)', ifMissing: 'pumps on from flow in or pump strokes only' },
  { id: 'flowInLpm', use: 'pumps on (with standpipe pressure and pump strokes)', ifMissing: 'pumps on from standpipe pressure or pump strokes only' },
  { id: 'pumpSpm', use: 'pumps on (with flow in and standpipe pressure)', ifMissing: 'pumps on from flow in or standpipe pressure only' },
];

export interface DetectionInputStatus {
  readonly id: DetectionInput['id'];
  readonly label: string;
  readonly found: boolean;
  /** The file's curve that feeds it. */
  readonly mnemonic: string | null;
  readonly use: string;
  /** Only when missing: what detection will assume. */
  readonly assumed: string | null;
}

/** Which detection inputs a mapping (of a file, of a feed) provides. */
export function detectionInputStatus(mapping: readonly { mnemonic: string; channel: string; action: 'import' | 'skip' }[]): DetectionInputStatus[] {
  return DETECTION_INPUTS.map((d) => {
    const m = mapping.find((x) => x.channel === d.id && x.action === 'import');
    return { id: d.id, label: channelById(d.id)?.label ?? d.id, found: !!m, mnemonic: m?.mnemonic ?? null, use: d.use, assumed: m ? null : d.ifMissing };
  });
}
