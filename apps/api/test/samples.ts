import { Harness, TEST_RESOURCES, bearer } from './harness';
import { SurchargeHooks } from '../src/modules/pricing/surcharge.hooks';
import { RecordWriter } from '../src/engine/record-writer';
import { entitySchemaOf } from '../src/engine/entity-schema';
import { ResourceRegistry } from '../src/engine/resource-registry';
import { adminUser, invoice, supplierInvoice, ticket, ticketFollower } from '@console/resources';
import { childKey, isFormField, kindOf, ruleFields, type FieldDef, type ResourceDef } from '@console/metadata';
import { answered } from './answered';
import { PDF } from './fixtures/files';

/**
 * What the suites send to a resource, derived from its definition's `sample` (a valid create
 * body), so that adding a resource with a sample needs no edit here:
 *  - `body`: the sample itself;
 *  - `change`: a valid edit of one plain field (text 'changed', else another enum option or a
 *    bigger integer), never a unique, conditional or condition-holding field;
 *  - `filter`: a list filter the sample's record meets (its first `contains` or `eq` field).
 */
export interface Sample {
  body: Record<string, unknown>;
  change: Record<string, unknown>;
  filter: { field: string; operator: 'contains' | 'eq'; value: string } | null;
}

/**
 * Fields other fields or the engine read a condition from, or a record rule judges (a zip code
 * against its country): changing them would change more than one value, or break the rule.
 */
function conditionFields(def: ResourceDef): Set<string> {
  const fields = new Set<string>((def.recordRules ?? []).flatMap(ruleFields));
  for (const f of Object.values(def.fields)) {
    if (f.visibleWhen) fields.add(f.visibleWhen.field);
    if (f.shownAs) fields.add(f.shownAs.when.field);
  }
  if (def.deleteWhen) fields.add(def.deleteWhen.field);
  for (const a of def.customActions ?? []) if (a.when) fields.add(a.when.field);
  return fields;
}

/** A value for `field` other than `current` that its rules accept, or undefined when none is obvious. */
function otherValue(field: FieldDef, current: unknown): unknown {
  if (field.kind === 'text' && !field.pattern && (field.rules ?? []).every((r) => r === 'trim') && (field.minLength ?? 0) <= 7) {
    return 'changed'.slice(0, field.maxLength ?? 255);
  }
  if (field.kind === 'enum') return field.options?.find((o) => o.value !== current)?.value;
  if (field.kind === 'integer' && typeof current === 'number' && (field.max === undefined || current + 1 <= field.max)) return current + 1;
  return undefined;
}

function changeOf(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const skip = conditionFields(def);
  const candidates = Object.entries(def.fields).filter(([key, f]) =>
    isFormField(f) && f.editable !== false && (f.storage ?? 'column') === 'column' && !f.unique && !f.visibleWhen && !f.widget && !skip.has(key));
  // Plain text first: it changes nothing else a hook might care about.
  const ordered = [...candidates.filter(([, f]) => f.kind === 'text'), ...candidates.filter(([, f]) => f.kind !== 'text')];
  for (const [key, f] of ordered) {
    const value = otherValue(f, body[key]);
    if (value !== undefined) return { [key]: value };
  }
  return {};
}

function filterOf(def: ResourceDef, body: Record<string, unknown>): Sample['filter'] {
  for (const [key, f] of Object.entries(def.fields)) {
    const value = body[key];
    if (f.filter === 'contains' && typeof value === 'string' && value.trim()) return { field: key, operator: 'contains', value: value.trim().toLowerCase() };
  }
  for (const [key, f] of Object.entries(def.fields)) {
    const value = body[key];
    if (f.filter === 'eq' && (f.kind === 'text' || f.kind === 'enum' || f.kind === 'integer') && (typeof value === 'string' || typeof value === 'number')) {
      return { field: key, operator: 'eq', value: String(value).trim() };
    }
  }
  return null;
}

export function sampleOf(def: ResourceDef): Sample {
  if (!def.sample) throw new Error(`resource ${def.name} has no sample: add a valid create body as \`sample\` to its definition`);
  const body = { ...def.sample } as Record<string, unknown>;
  return { body, change: changeOf(def, body), filter: filterOf(def, body) };
}

let uniqueCounter = 0;
/**
 * A count per resource for the codes that fill their field: a varied 'QZZ' has only 26 x 26
 * values, so one count shared by every resource's samples wraps round within a long run (the
 * authorization matrix makes hundreds of samples) and gives a code made before; each resource's
 * own count stays far below its room.
 */
const codeCounters = new Map<string, number>();

/** A code that fills its field (an IATA 'QZZ', a UN/LOCODE 'USZZ1'): no room for a suffix, and a pattern to keep. */
const isCode = (value: string, maxLength?: number) => /^[A-Z0-9]+$/.test(value) && value.length === maxLength;

/**
 * The code with its last characters (up to three, never the first) counting n, each kind kept:
 * a letter stays a letter (base 26, Z down to A), a digit a digit (base 10). 'QZZ' -> 'QZY'.
 */
function varyCode(code: string, n: number): string {
  const chars = code.split('');
  let rest = n;
  for (let i = chars.length - 1; i >= Math.max(1, chars.length - 3); i--) {
    const digit = /[0-9]/.test(chars[i]);
    const base = digit ? 10 : 26;
    // Letters count down from Z: the sample codes sit at the end of the alphabet ('USZZ1', 'QZZ'), where
    // the shipped reference rows (real ports and airports) rarely are, so a varied code does not hit one.
    chars[i] = digit ? String(rest % base) : String.fromCharCode(90 - (rest % base));
    rest = Math.floor(rest / base);
  }
  return chars.join('');
}

/**
 * The sample with every unique field made unique (a base-36 counter suffix, kept within the
 * field's maxLength; before the '@' of an email), so one test may create it many times.
 */
export function uniqueSample(def: ResourceDef, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body = sampleOf(def).body;
  const suffix = (++uniqueCounter).toString(36) + Date.now().toString(36).slice(-3);
  const codeCount = (codeCounters.get(def.name) ?? 0) + 1;
  codeCounters.set(def.name, codeCount);
  for (const [key, f] of Object.entries(def.fields)) {
    const value = body[key];
    if (!f.unique || value === undefined || value === null) continue;
    if (typeof value === 'number') body[key] = value + uniqueCounter;
    else if (typeof value === 'string' && f.kind === 'email') body[key] = value.replace('@', `${suffix}@`);
    else if (typeof value === 'string' && isCode(value, f.maxLength)) body[key] = varyCode(value, codeCount);
    else if (typeof value === 'string') {
      const trimmed = value.trim();
      const room = (f.maxLength ?? 255) - suffix.length;
      // An upper-case code ('UPS_GROUND_Z') stays one: its pattern allows no small letters.
      body[key] = trimmed.slice(0, Math.max(room, 1)) + (/^[A-Z0-9_]+$/.test(trimmed) ? suffix.toUpperCase() : suffix);
    }
  }
  // Fields unique together: the first text one among them made unique like a unique field.
  const together = def.uniqueTogether?.fields.find((key) => def.fields[key].kind === 'text' && typeof body[key] === 'string');
  if (together) body[together] = `${String(body[together]).slice(0, Math.max((def.fields[together].maxLength ?? 255) - suffix.length, 1))}${suffix.toUpperCase()}`;
  return { ...body, ...overrides };
}

/** Every resource's sample, by name (with a TEST_EXTRA_RESOURCES folder's). */
export const SAMPLES: Record<string, Sample> = Object.fromEntries(TEST_RESOURCES.map((def) => [def.name, sampleOf(def)]));

/**
 * A record of a resource the platform writes and users only read (Message Management): its
 * sample written as the system would, straight into the table, then read back through the API.
 */
export async function systemRecord(api: Harness, token: string, def: ResourceDef, body: Record<string, unknown> = uniqueSample(def)): Promise<Record<string, any>> {
  const now = new Date();
  const row: Record<string, unknown> = { version: 1, createTime: now, updateTime: now };
  for (const [key, value] of Object.entries(body)) {
    const field = def.fields[key];
    row[key] = kindOf(field).toColumn(kindOf(field).fromApi(value, field), field);
  }
  const inserted = await api.ds.getRepository(entitySchemaOf(def)).insert(row);
  const id = Number(inserted.identifiers[0].id);
  return (await api.http().get(`/api/resources/${def.name}/${id}`).set(bearer(token)).expect(200)).body.data;
}

/** The definition the API serves under a name (the catalogue's, a test folder's or a test's own). */
function servedDef(api: Harness, name: string): ResourceDef | undefined {
  return api.app.get(ResourceRegistry).find(name)?.def;
}

/**
 * The body with every relation pointing at a record that exists: a sample names related records
 * by id (`clientId: 1`, a demo client), but a new resource's parent has no demo rows, so where the
 * id is missing a record of the target is made from the target's own sample first (its own
 * relations likewise) and its id used. `making` stops a loop of resources that point at each other.
 */
export async function withRelated(api: Harness, token: string, def: ResourceDef, body: Record<string, unknown>, making = new Set<string>()): Promise<Record<string, unknown>> {
  const out = { ...body };
  for (const [key, field] of Object.entries(def.fields)) {
    const id = out[key];
    const target = field.kind === 'relation' && typeof id === 'number' ? servedDef(api, field.relation!.resource) : undefined;
    if (!target || making.has(target.name)) continue;
    if (await api.ds.getRepository(entitySchemaOf(target)).existsBy({ id: id as number })) continue;
    out[key] = (await recordOf(api, token, target, uniqueSample(target), new Set([...making, def.name]))).id;
  }
  for (const [key, ids] of Object.entries(await requiredFiles(api, token, def))) if (out[key] === undefined) out[key] = ids;
  return out;
}

/** A required file field's upload (a label import's PDF) by the writer, who alone may attach it; none where the writer may not upload. */
export async function requiredFiles(api: Harness, token: string, def: ResourceDef): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== 'file' || !field.required || !def.actions.includes('create')) continue;
    const upload = await api.http().post(`/api/resources/${def.name}/files/${key}`).set(bearer(token)).attach('file', PDF, { filename: 'sample.pdf', contentType: 'application/pdf' });
    if (upload.status === 201) out[key] = [upload.body.data[0].id];
  }
  return out;
}

/** The parent whose form writes this resource's rows (an inline child table), with the collection's key. */
function inlineParentOf(api: Harness, def: ResourceDef): { parent: ResourceDef; key: string; foreignKey: string } | undefined {
  for (const parent of api.app.get(ResourceRegistry).definitions()) {
    const child = (parent.children ?? []).find((c) => c.inline && c.resource === def.name);
    if (child && parent.actions.includes('create')) return { parent, key: childKey(child), foreignKey: child.foreignKey };
  }
  return undefined;
}

/**
 * A record to work on, its related records made first where missing (withRelated): created
 * through the API when the resource offers create; an inline child table's row through its
 * parent's create (the only way a user writes one); else as the system writes it.
 */
export async function recordOf(api: Harness, token: string, def: ResourceDef, body: Record<string, unknown> = uniqueSample(def), making = new Set<string>()): Promise<Record<string, any>> {
  const inline = def.actions.includes('create') ? undefined : inlineParentOf(api, def);
  if (inline) {
    const { [inline.foreignKey]: _parentId, ...row } = await withRelated(api, token, def, body, new Set([...making, inline.parent.name]));
    const parentBody = { ...(await withRelated(api, token, inline.parent, uniqueSample(inline.parent), making)), [inline.key]: [row] };
    const parent = (await api.http().post(`/api/resources/${inline.parent.name}`).set(bearer(token)).send(parentBody).expect(answered(201))).body.data;
    const [made] = parent[inline.key] as Array<{ id: number }>;
    return (await api.http().get(`/api/resources/${def.name}/${made.id}`).set(bearer(token)).expect(answered(200))).body.data;
  }
  const related = await withRelated(api, token, def, body, making);
  if (!def.actions.includes('create')) return systemRecord(api, token, def, related);
  const res = await api.http().post(`/api/resources/${def.name}`).set(bearer(token)).send(related);
  if (res.status !== 201) throw new Error(`creating a ${def.name} from ${JSON.stringify(related)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Records put in the state an action needs when only the platform gets them there: a surcharge
 * Restore needs one that a level or a client used and that was changed since.
 */
export const ACTION_SETUP: Record<string, (api: Harness, adminToken: string, id: number) => Promise<void>> = {
  // an issued sample made a draft of a past month, for a party of its own (one invoice per party and month)
  'invoice:issue': async (api, adminToken, id) => {
    const owner = (await api.http().post('/api/resources/client').set(bearer(adminToken)).send(uniqueSample(TEST_RESOURCES.find((r) => r.name === 'client')!)).expect(201)).body.data;
    await api.ds.getRepository(entitySchemaOf(invoice)).update({ id }, { clientId: owner.id, period: '2026-10', status: 1 });
  },
  'supplier-invoice:issue': async (api, adminToken, id) => {
    const owner = (await api.http().post('/api/resources/supplier').set(bearer(adminToken)).send(uniqueSample(TEST_RESOURCES.find((r) => r.name === 'supplier')!)).expect(201)).body.data;
    await api.ds.getRepository(entitySchemaOf(supplierInvoice)).update({ id }, { supplierId: owner.id, period: '2026-10', status: 1 });
  },
  // a ticket resolved, to be closed
  'ticket:close': async (api, _adminToken, id) => {
    await api.ds.getRepository(entitySchemaOf(ticket)).update({ id }, { status: 4 });
  },
  // a ticket the rules left unassigned, at any hour: created in the demo desk's working hours
  // (weekdays 09:00-17:00 New York), the sample is given an agent at once
  'ticket:assignToMe': async (api, _adminToken, id) => {
    await api.ds.getRepository(entitySchemaOf(ticket)).update({ id }, { assigneeId: null, unassignedReason: 'outsideHours' });
  },
  // a ticket every demo user follows, to be unfollowed (following is per user)
  'ticket:unfollow': async (api, _adminToken, id) => {
    const t = await api.ds.getRepository(entitySchemaOf(ticket)).findOneByOrFail({ id }) as Record<string, unknown>;
    const users = await api.ds.getRepository(entitySchemaOf(adminUser)).find({ select: { id: true } }) as Array<Record<string, unknown>>;
    const now = new Date();
    for (const u of users) {
      await api.ds.getRepository(entitySchemaOf(ticketFollower)).insert({ ticketId: id, adminUserId: Number(u.id), platformSource: t.platformSource, version: 1, createTime: now, updateTime: now });
    }
  },
  'surcharge:restore': async (api, adminToken, id) => {
    await api.ds.transaction((em) => api.app.get(SurchargeHooks).markUsing(em, api.app.get(RecordWriter).in(em), [id]));
    const current = (await api.http().get(`/api/resources/surcharge/${id}`).set(bearer(adminToken)).expect(200)).body.data;
    await api.http().put(`/api/resources/surcharge/${id}`).set(bearer(adminToken)).send({ value: '99', version: current.version }).expect(200);
  },
};
