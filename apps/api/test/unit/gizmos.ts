import { defineResource, enumOf, integer, lte, relation, text } from '@console/metadata';

const label = (en: string) => ({ en, zh: en });

/**
 * Resources of the engine's unit specs: a gizmo with a unique code, a status that moves one way,
 * a record rule, an action that only sets values, and inline parts (at most 2, unique by label
 * per gizmo); a widget that is only its row (an import writes it the lean way).
 */
export const gizmo = defineResource({
  name: 'gizmo', table: 'gizmo', label: label('Gizmo'), menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: ['create', 'edit', 'delete'],
  titleField: 'code',
  customActions: [{
    name: 'activate', label: label('Activate'), action: 'edit', when: { field: 'status', in: [1] },
    set: { status: 2, activatedBy: { auto: 'currentUserName' } }, done: { en: '{code} is {status}', zh: '{code}：{status}' },
  }],
  transitions: { field: 'status', allowed: { 1: [2], 2: [3], 3: [] } },
  recordRules: [lte('minQty', 'maxQty')],
  children: [{ resource: 'gizmo-part', foreignKey: 'gizmoId', key: 'parts', inline: { max: 2 }, onParentDelete: 'cascade' }],
  fields: {
    code: text(label('Code'), { required: true, unique: true, maxLength: 16, searchable: true, filter: 'contains', sort: true }),
    name: text(label('Name'), { required: true, maxLength: 64 }),
    status: enumOf(label('Status'), [
      { value: 1, label: label('Draft') }, { value: 2, label: label('Active') }, { value: 3, label: label('Retired') },
    ], { required: true, default: 1, filter: 'eq' }),
    minQty: integer(label('Min')),
    maxQty: integer(label('Max')),
    creator: text(label('Creator'), { maxLength: 64, auto: { onCreate: 'currentUserName' } }),
    activatedBy: text(label('Activated By'), { maxLength: 64 }),
  },
  defaultSort: { field: 'code', order: 'asc' },
});

export const gizmoPart = defineResource({
  name: 'gizmo-part', table: 'gizmo_part', label: label('Part'), menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: [],
  uniqueTogether: { fields: ['gizmoId', 'label'], message: 'duplicateRecord' },
  fields: {
    gizmoId: relation(label('Gizmo'), { resource: 'gizmo', labelField: 'code' }, { required: true }),
    label: text(label('Label'), { required: true, maxLength: 32 }),
  },
  defaultSort: { field: 'id', order: 'asc' },
});

export const widget = defineResource({
  name: 'widget', table: 'widget', label: label('Widget'), menu: { group: 'tech' },
  permission: { module: 'tech', sub: 'feature-flag' }, actions: ['create'],
  fields: {
    sku: text(label('SKU'), { required: true, unique: true, maxLength: 16 }),
    gizmoId: relation(label('Gizmo'), { resource: 'gizmo', labelField: 'code' }),
    creator: text(label('Creator'), { maxLength: 64, auto: { onCreate: 'currentUserName' } }),
  },
  defaultSort: { field: 'id', order: 'asc' },
});

export const GIZMO_RESOURCES = [gizmo, gizmoPart, widget];
