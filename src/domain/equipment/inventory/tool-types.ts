/**
 * The tool types of the catalogue and the rig inventory (data-widgets-calls 3.7, DOMAIN "BHA"), in
 * the order a BHA is written from the bit up. The id is the `{tool_type}` of the Tool Catalog and
 * Rig Inventory routes and the API's `tool_type`; `rated` names the ratings a type carries (a motor
 * its flow range and torque, a bit no bore).
 */
export const TOOL_TYPES = [
  { id: 'bit', label: 'Bit', plural: 'Bits', bore: false, rated: ['flow'] },
  { id: 'motor', label: 'Mud motor', plural: 'Mud motors', bore: true, rated: ['torque', 'flow'] },
  { id: 'rss', label: 'Rotary steerable', plural: 'Rotary steerables', bore: true, rated: ['torque', 'flow'] },
  { id: 'mwd', label: 'MWD', plural: 'MWD tools', bore: true, rated: ['flow'] },
  { id: 'lwd', label: 'LWD', plural: 'LWD tools', bore: true, rated: ['flow'] },
  { id: 'stabilizer', label: 'Stabiliser', plural: 'Stabilisers', bore: true, rated: ['torque'] },
  { id: 'reamer', label: 'Reamer', plural: 'Reamers', bore: true, rated: ['torque'] },
  { id: 'float_sub', label: 'Float sub', plural: 'Float subs', bore: true, rated: [] },
  { id: 'crossover', label: 'Crossover', plural: 'Crossovers', bore: true, rated: ['torque'] },
  { id: 'shock_sub', label: 'Shock sub', plural: 'Shock subs', bore: true, rated: ['torque'] },
  { id: 'drill_collar', label: 'Drill collar', plural: 'Drill collars', bore: true, rated: ['torque'] },
  { id: 'jar', label: 'Jar', plural: 'Jars', bore: true, rated: ['torque'] },
  { id: 'hwdp', label: 'HWDP', plural: 'Heavy-weight drill pipe', bore: true, rated: ['torque'] },
  { id: 'drill_pipe', label: 'Drill pipe', plural: 'Drill pipe', bore: true, rated: ['torque'] },
] as const satisfies readonly { id: string; label: string; plural: string; bore: boolean; rated: readonly ('torque' | 'flow')[] }[];

export type ToolType = (typeof TOOL_TYPES)[number]['id'];
export const TOOL_TYPE_IDS = TOOL_TYPES.map((t) => t.id) as [ToolType, ...ToolType[]];

const byId = new Map<string, (typeof TOOL_TYPES)[number]>(TOOL_TYPES.map((t) => [t.id, t]));

export const isToolType = (v: unknown): v is ToolType => typeof v === 'string' && byId.has(v);
export const toolTypeLabel = (id: string): string => byId.get(id)?.label ?? id;
export const toolTypePlural = (id: string): string => byId.get(id)?.plural ?? id;
/** Position of a type in BHA order (bit first), for sorting; unknown types last. */
export const toolTypeOrder = (id: string): number => {
  const i = TOOL_TYPES.findIndex((t) => t.id === id);
  return i < 0 ? TOOL_TYPES.length : i;
};
/** Tubulars are quoted by weight per length (lb/ft); a bit or a motor is not. */
export const toolTypeByLength = (id: string): boolean => id === 'drill_collar' || id === 'hwdp' || id === 'drill_pipe';
/** A bit has no bore: its ID is left empty. */
export const toolTypeHasBore = (id: string): boolean => byId.get(id)?.bore ?? true;
