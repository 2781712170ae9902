import type { RouteDecl } from '../route-types';
import { group } from './define';

const eq = group({ stage: 'drilling', trail: ['Drilling', 'Equipment'] });
const en = group({ stage: 'drilling', trail: ['Drilling', 'Engineering'] });
const E = '/drilling/equipment/well/{well_uid}';
const N = '/drilling/engineering/well/{well_uid}';

export const drillingEquipmentRoutes: RouteDecl[] = [
  eq('drilling.equipment.bha', `${E}/bha`, 'BHA', { keywords: ['bottom hole assembly', 'motor', 'bit'] }),
  eq('drilling.equipment.bha.assembly', `${E}/bha/{assembly_id}`, 'BHA assembly', { keywords: ['bottom hole assembly', 'components'] }),
  eq('drilling.equipment.casing', `${E}/casing`, 'Casing', { keywords: ['strings', 'cementing'] }),
  eq('drilling.equipment.casing.assembly', `${E}/casing/{assembly_id}`, 'Casing assembly', { keywords: ['string', 'cement'] }),
  eq('drilling.equipment.rig_inventory', `${E}/rig_inventory/{tool_type?}/{component_id?}`, 'Rig Inventory', { keywords: ['tools', 'stock'] }),
  eq('drilling.equipment.shipments', `${E}/shipment`, 'Shipments', { keywords: ['delivery', 'tools'] }),
  eq('drilling.equipment.shipment', `${E}/shipment/{shipment_id}`, 'Shipment', { keywords: ['delivery'] }),
  eq('drilling.equipment.tool_catalog', `${E}/tool_catalog/{tool_type?}/{component_id?}`, 'Tool Catalog', { keywords: ['components', 'catalogue'] }),
  en('drilling.engineering.design', `${N}/design`, 'Designs', { keywords: ['well design', 'sections'] }),
  en('drilling.engineering.design.item', `${N}/design/{design_id}`, 'Design', { keywords: ['well design'] }),
  en('drilling.engineering.models', `${N}/engineering_models`, 'Engineering Scenarios', { keywords: ['torque and drag', 'hydraulics', 'ecd'] }),
  en('drilling.engineering.model', `${N}/engineering_models/{scenario_id}`, 'Engineering Scenario', {
    keywords: ['torque and drag', 'hydraulics', 'what-if'],
    guard: { auth: 'signedIn', hideInMobile: true },
  }),
  en('drilling.engineering.programs', `${N}/drilling_program`, 'Drilling Programs', { keywords: ['program', 'approval'] }),
  en('drilling.engineering.program', `${N}/drilling_program/{drilling_program_id}`, 'Drilling Program', { keywords: ['program'] }),
  en('drilling.engineering.field', `${N}/field_engineering`, 'Field Engineering', { keywords: ['field', 'engineering'] }),
];
