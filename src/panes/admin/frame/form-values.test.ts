import { describe, expect, it } from 'vitest';
import type { FieldDecl } from './entity-decl';
import { bodyOf, initialValues } from './form-values';

const fields: FieldDecl[] = [
  { key: 'name', label: 'Name', input: 'text', required: true },
  {
    key: 'type_id',
    label: 'Type',
    input: 'choice',
    options: [
      { value: 1, label: 'Operator' },
      { value: 3, label: 'Rig contractor' },
    ],
    initial: 1,
  },
  { key: 'company_id', label: 'Company', input: 'reference', reference: 'companies' },
  { key: 'password', label: 'Password', input: 'password', empty: 'omit' },
  { key: 'latitude', label: 'Latitude', input: 'number' },
  { key: 'realtime', label: 'Realtime', input: 'switch' },
];

describe('entity form values', () => {
  it('starts a new record from the declared initial values and an edited one from its row', () => {
    expect(initialValues(fields, null)).toEqual({ name: '', type_id: '1', company_id: '', password: '', latitude: '', realtime: false });
    expect(initialValues(fields, { name: 'Acme', type_id: 3, company_id: null, latitude: 31.5, realtime: true })).toMatchObject({
      name: 'Acme',
      type_id: '3',
      company_id: '',
      latitude: '31.5',
      realtime: true,
    });
  });

  it('sends numbers and choices typed, empty nullable fields as null, an empty password not at all', () => {
    expect(bodyOf(fields, { name: ' Acme ', type_id: '3', company_id: '', password: '', latitude: '31.5', realtime: true })).toEqual({
      name: 'Acme',
      type_id: 3,
      company_id: null,
      latitude: 31.5,
      realtime: true,
    });
  });

  it('leaves out an empty password that is not required (an edit keeps the stored one)', () => {
    const edit = fields.map((f) => (f.key === 'password' ? { ...f, required: false } : f));
    const withRequiredPassword = fields.map((f) => (f.key === 'password' ? { ...f, required: true } : f));
    const values = { name: 'Acme', type_id: '1', company_id: '', password: '', latitude: '', realtime: false };
    expect(bodyOf(edit, values)).not.toHaveProperty('password');
    expect(bodyOf(withRequiredPassword, values)).toHaveProperty('password', '');
  });

  it('sends an empty required field as empty, so the server names it, and a non-number as typed', () => {
    expect(bodyOf(fields, { name: '', type_id: '1', company_id: 'c1', password: 'secret-123', latitude: 'north', realtime: false })).toEqual({
      name: '',
      type_id: 1,
      company_id: 'c1',
      password: 'secret-123',
      latitude: 'north',
      realtime: false,
    });
  });

  it('sends a cleared never-null text as empty (a note removed), and keeps it when set', () => {
    const note: FieldDecl[] = [{ key: 'note', label: 'Note', input: 'lines', empty: 'blank' }];
    expect(bodyOf(note, { note: '  ' })).toEqual({ note: '' });
    expect(bodyOf(note, { note: ' badge 7 ' })).toEqual({ note: 'badge 7' });
  });
});
