/**
 * External accounts (data-widgets-calls 7.3 "external_accounts"): who a user is at an external
 * provider (their subject at the SSO provider, their login at a survey or interpretation provider).
 * Listed under the providers on Admin › External Providers (the spec names the call, not a route);
 * no detail route: Enter edits the account in place. One account per user and provider, and an
 * account name belongs to one user of a provider: the server's 409 lands on the field it names.
 */
import type { ColumnDef } from '../../../features/virtual-table';
import type { EntityDecl } from '../frame/entity-decl';
import { PROVIDER_KINDS } from './external-providers';

export interface ExternalAccountRow {
  id: string;
  user_id: string;
  provider_id: string;
  external_id: string;
  enabled: boolean;
  note: string;
  user_name: string;
  user_email: string;
  provider_name: string;
  provider_kind: string;
}

const kindLabel = (k: string) => PROVIDER_KINDS.find((c) => c.value === k)?.label ?? k;

const columns: ColumnDef<ExternalAccountRow>[] = [
  { id: 'external_id', header: 'Account', value: (r) => r.external_id, width: 220, align: 'start', pinned: true },
  { id: 'provider', header: 'Provider', value: (r) => r.provider_name, width: 220, align: 'start' },
  { id: 'kind', header: 'Kind', value: (r) => kindLabel(r.provider_kind), width: 230, align: 'start', hideable: true },
  { id: 'user', header: 'User', value: (r) => r.user_name, width: 200, align: 'start' },
  { id: 'email', header: 'E-mail', value: (r) => r.user_email, width: 260, align: 'start' },
  { id: 'enabled', header: 'Enabled', value: (r) => (r.enabled ? 'Yes' : 'No'), width: 76, align: 'start', tone: (r) => (r.enabled ? undefined : 'muted') },
  { id: 'note', header: 'Note', value: (r) => r.note || null, width: 320, align: 'start', hideable: true },
];

export const externalAccounts: EntityDecl<ExternalAccountRow> = {
  key: 'external-account',
  noun: 'Account',
  plural: 'External accounts',
  path: 'external_accounts',
  listRoute: 'admin.external_providers',
  // No route for one account: Enter edits it in the list.
  detailRoute: 'admin.external_providers',
  searchLabel: 'Search accounts by name, user or e-mail',
  columns,
  fields: [
    {
      key: 'user_id',
      label: 'User',
      input: 'reference',
      reference: 'admin/users',
      referenceLabel: (r) => `${r.name ?? ''} <${String(r.email)}>`,
      required: true,
    },
    {
      key: 'provider_id',
      label: 'Provider',
      input: 'reference',
      reference: 'admin/external_providers',
      referenceLabel: (r) => `${r.name ?? ''} (${kindLabel(String(r.kind))})`,
      required: true,
    },
    {
      key: 'external_id',
      label: 'Account at the provider',
      input: 'text',
      required: true,
      hint: 'sso: the subject (sub) or e-mail the provider signs in with; survey / interpretation: the login there',
    },
    { key: 'enabled', label: 'Enabled', input: 'switch', initial: true },
    { key: 'note', label: 'Note', input: 'lines', empty: 'blank' },
  ],
  title: (r) => `${r.external_id} at ${r.provider_name}`,
};
