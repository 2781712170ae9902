/**
 * External providers (app-shell 6, data-widgets-calls 7.3): single sign-on, survey and interpretation
 * providers, with the result of the last connection check. No detail route in the spec: Enter edits
 * the provider in place (external-providers-pane.tsx).
 */
import { formatDateTime } from '../../../domain/format/date-time';
import type { ColumnDef } from '../../../features/virtual-table';
import type { Choice, EntityDecl } from '../frame/entity-decl';

export interface ProviderRow {
  id: string;
  kind: 'sso' | 'survey' | 'interpretation';
  name: string;
  url: string;
  enabled: boolean;
  description: string;
  last_check_at: string | null;
  last_check_ok: boolean | null;
  last_check_message: string | null;
}

export const PROVIDER_KINDS: readonly Choice[] = [
  { value: 'sso', label: 'Single sign-on (OpenID Connect)' },
  { value: 'survey', label: 'Survey provider (WITSML store)' },
  { value: 'interpretation', label: 'Interpretation provider' },
];

const kindLabel = (k: string) => PROVIDER_KINDS.find((c) => c.value === k)?.label ?? k;
const checkText = (r: ProviderRow) => (r.last_check_at === null ? 'Never checked' : r.last_check_ok ? 'OK' : 'Failed');

const columns: ColumnDef<ProviderRow>[] = [
  { id: 'name', header: 'Provider', value: (r) => r.name, width: 240, align: 'start', pinned: true },
  { id: 'kind', header: 'Kind', value: (r) => kindLabel(r.kind), width: 230, align: 'start' },
  { id: 'url', header: 'URL', value: (r) => r.url, width: 300, align: 'start' },
  { id: 'enabled', header: 'Enabled', value: (r) => (r.enabled ? 'Yes' : 'No'), width: 76, align: 'start', tone: (r) => (r.enabled ? undefined : 'muted') },
  {
    id: 'check',
    header: 'Last check',
    value: checkText,
    width: 110,
    align: 'start',
    tone: (r) => (r.last_check_at === null ? 'muted' : r.last_check_ok ? 'success' : 'danger'),
  },
  { id: 'checked_at', header: 'Checked at', value: (r) => (r.last_check_at ? formatDateTime(r.last_check_at) : null), width: 150, align: 'start' },
  { id: 'message', header: 'Check result', value: (r) => r.last_check_message, width: 380, align: 'start' },
  { id: 'description', header: 'Description', value: (r) => r.description || null, width: 320, align: 'start', hideable: true, defaultHidden: true },
];

export const externalProviders: EntityDecl<ProviderRow> = {
  key: 'external-provider',
  noun: 'Provider',
  plural: 'External providers',
  path: 'admin/external_providers',
  listRoute: 'admin.external_providers',
  // The spec has no route for one provider: Enter edits it in the list.
  detailRoute: 'admin.external_providers',
  searchLabel: 'Search providers by name or URL',
  columns,
  fields: [
    { key: 'kind', label: 'Kind', input: 'choice', options: PROVIDER_KINDS, required: true, initial: 'survey' },
    { key: 'name', label: 'Name', input: 'text', required: true },
    {
      key: 'url',
      label: 'URL',
      input: 'text',
      required: true,
      hint: 'sso: the issuer (discovery at /.well-known/openid-configuration); survey: the WITSML store endpoint',
    },
    { key: 'enabled', label: 'Enabled', input: 'switch', initial: true },
    { key: 'description', label: 'Description', input: 'text', empty: 'blank' },
  ],
  filters: [{ key: 'kind', label: 'Kind', options: PROVIDER_KINDS }],
  title: (r) => r.name,
};
