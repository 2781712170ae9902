/**
 * Demo external providers (Admin › External Providers): what a deployment's configuration looks like,
 * never checked until an administrator asks. The survey provider is the replayer's WITSML store
 * (`npm run -s cli -- replay … --witsml 5711`, README), so its check succeeds once that runs; the
 * corporate sign-on and the interpretation service are off and their checks say they cannot be reached
 * from a machine without them.
 */
import type { SeedStep } from './steps';

const DEMO_PROVIDERS = [
  {
    kind: 'survey',
    name: 'Rig LS-27 WITSML store',
    url: 'http://127.0.0.1:5711/witsml/store',
    enabled: true,
    description: 'The rig contractor’s WITSML 1.4.1.1 store: surveys reloaded from it (start the replayer with --witsml 5711 to try it)',
  },
  {
    kind: 'sso',
    name: 'Corporate sign-on',
    url: 'https://login.microsoftonline.com/demo-operator/v2.0',
    enabled: false,
    description: 'OpenID Connect single sign-on of the operator, off until the tenant is set up',
  },
  {
    kind: 'interpretation',
    name: 'Geosteering interpretation service',
    url: 'http://127.0.0.1:5712/interpretation',
    enabled: false,
    description: 'Interpretation provider for geosteering (provider data, links), off',
  },
] as const;

export const providersStep: SeedStep = {
  id: '027-providers',
  async run({ db, log }) {
    for (const p of DEMO_PROVIDERS) {
      await db.query(`insert into external_providers (kind, name, url, enabled, description) values ($1, $2, $3, $4, $5) on conflict do nothing`, [
        p.kind,
        p.name,
        p.url,
        p.enabled,
        p.description,
      ]);
    }
    log(`external providers: ${DEMO_PROVIDERS.length} demo providers`);
  },
};
