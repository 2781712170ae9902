/** Tool catalogue, rig inventory and shipments (issue 16): /bha/catalog, /bha/yards, /bha/wells/:id/{inventory,shipments}. */
import { catalogRoutes } from './catalog';
import { componentRoutes } from './components';
import { shipmentRoutes } from './shipments';

export const inventoryRoutes = [...catalogRoutes, ...componentRoutes, ...shipmentRoutes];
