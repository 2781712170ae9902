/**
 * An admin entity declared once: its API path, its columns, its filters and its form fields. The
 * list pane, the detail pane and the create / edit dialog (this folder) are all derived from it, so
 * Companies, Projects, Wells and Users differ only by their declaration. Field rules and their
 * messages are the server's: a 400 names the field ("body.name: This field could not be empty") and
 * the form shows it there.
 */
import type { ComponentType } from 'react';
import type { ColumnDef } from '../../../features/virtual-table';

export interface Choice {
  value: string | number;
  label: string;
}

export interface FieldDecl {
  /** The body key the server validates: 'name', 'company_id'. */
  key: string;
  label: string;
  /** 'lines': a text of several lines; 'custom': a structured value in its own `editor`. */
  input: 'text' | 'email' | 'password' | 'number' | 'date' | 'choice' | 'reference' | 'switch' | 'lines' | 'custom';
  /** For 'choice'; numbers are sent as numbers. */
  options?: readonly Choice[];
  /** For 'reference': the entity list to choose from (its rows' `name`), e.g. 'companies'. */
  reference?: string;
  /** For 'reference': how a record reads in the list when its name alone is ambiguous (a user by e-mail). */
  referenceLabel?(row: EntityRow & Readonly<Record<string, unknown>>): string;
  required?: boolean;
  hint?: string;
  /** Shown only when creating (a first password). */
  createOnly?: boolean;
  /** What an empty input sends: null for a nullable column (default), nothing to keep the stored value, '' for a text that is never null (clearing a note). */
  empty?: 'null' | 'omit' | 'blank';
  /** The value a new record starts with. */
  initial?: string | number | boolean;
  /** For 'custom': edits the value (a list of rows, say) as it is, sent as it is. */
  editor?: ComponentType<CustomEditorProps>;
  /** Other body keys the server may name whose refusal belongs on this field (a mapping's 'overrides'). */
  errorKeys?: readonly string[];
  /** Shown (and sent) only while the form's values say so: a data source's protocol decides its fields. */
  shownWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
}

export interface CustomEditorProps {
  name: string;
  label: string;
  value: unknown;
  onChange(v: unknown): void;
  /** The whole form's values (an editor that asks a server with the URL and account entered beside it). */
  values: Readonly<Record<string, unknown>>;
  /** The id of the record being edited; null when creating. */
  editingId: string | number | null;
  /** Sets another field of the form (a store browser filling the uids beside it). */
  setField(key: string, v: unknown): void;
}

export interface FilterDecl {
  /** The list's query parameter: 'type_id', 'status'. */
  key: string;
  label: string;
  options: readonly Choice[];
}

export interface EntityRow {
  id: string | number;
  name?: string;
}

export interface EntityDecl<Row extends EntityRow> {
  /** Test and style hook: the form is `[data-entity-form="<key>"]`, the list `[data-entity-list="<key>"]`. */
  key: string;
  noun: string;
  plural: string;
  /** API path of the generic resource, without /api: 'companies', 'admin/users'. */
  path: string;
  /** The route id of the list (where a deleted record's detail goes back to). */
  listRoute: string;
  /** The route id that shows one record (`{ id }`). */
  detailRoute: string;
  columns: readonly ColumnDef<Row>[];
  fields: readonly FieldDecl[];
  filters?: readonly FilterDecl[];
  searchLabel: string;
  title(row: Row): string;
}

/** The label of a choice value ('2' or 2 → 'Suspended'). */
export function choiceLabel(options: readonly Choice[] | undefined, value: unknown): string {
  return options?.find((o) => String(o.value) === String(value))?.label ?? (value === null || value === undefined ? '' : String(value));
}
