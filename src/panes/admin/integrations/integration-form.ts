/**
 * An integration in the generic entity dialog (frame/entity-form-dialog.tsx): its name, provider,
 * module and direction, well and data source, on or off, and its channels with their mapping (the
 * mapping editor). The server validates every field; a refusal of its overrides lands on the mapping.
 */
import type { IntegrationView } from '../../../api/integrations';
import type { FormDecl } from '../frame/entity-form-dialog';
import { fromDrafts, toDrafts, type MappingDraft } from './mapping-draft';
import { MappingEditor } from './mapping-editor';
import { MODULE_LABEL } from './integration-parts';

export const INTEGRATIONS_PATH = 'admin/integrations';

export const integrationForm: FormDecl<IntegrationView> = {
  key: 'integration',
  noun: 'Integration',
  path: INTEGRATIONS_PATH,
  title: (r) => r.name,
  fields: [
    { key: 'name', label: 'Name', input: 'text', required: true },
    { key: 'provider_id', label: 'Provider', input: 'reference', reference: 'admin/external_providers', required: true },
    {
      key: 'module',
      label: 'Module',
      input: 'choice',
      required: true,
      initial: 'realtime',
      options: Object.entries(MODULE_LABEL).map(([value, label]) => ({ value, label })),
    },
    {
      key: 'direction',
      label: 'Direction',
      input: 'choice',
      required: true,
      initial: 'import',
      options: [
        { value: 'import', label: 'Import: the provider sends to us' },
        { value: 'export', label: 'Export: we send to the provider' },
      ],
    },
    { key: 'well_id', label: 'Well', input: 'reference', reference: 'wells' },
    { key: 'source_id', label: 'Data source that runs it', input: 'reference', reference: 'admin/well_data_sources' },
    { key: 'enabled', label: 'On', input: 'switch', initial: true },
    {
      key: 'channels',
      label: "Channels: the provider's mnemonics onto ours",
      input: 'custom',
      editor: MappingEditor,
      errorKeys: ['overrides'],
      hint: 'Automatic uses the mnemonic dictionary every import uses; choose a channel to map a mnemonic it does not know, or ignore one.',
    },
  ],
  toForm: (r) => ({ ...r, channels: toDrafts(r.channels, r.overrides) }),
  toBody: ({ channels, ...rest }) => ({ ...rest, ...fromDrafts(channels as MappingDraft[]) }),
};
