import type { Layout } from './layout';
import type { ChildCollection } from './children';
import type { RecordRule } from './record-rules';
import type { Transitions } from './transitions';
import type { Partition } from './partition';
import type { ListTabs } from './list-tabs';
import type { RuleType } from './rules';
import type { SampleOf } from './row-types';
import type { ActionName, MenuGroupKey, MenuSectionKey, ModuleKey, MessageKey, MessageRef } from '@console/contracts';

/** A label in both interface languages; the Chinese lives only in definitions and catalogues. */
export interface Label {
  en: string;
  zh: string;
}

/**
 * A message a definition gives (a pattern's, a duplicate's, a refused delete's): a key of the
 * shared catalogue (libs/contracts messages.ts: the spec's exact words live there), or the
 * definition's own words in both languages, `{ en: 'Use capitals', zh: '请使用大写字母' }`, with
 * the same `{field}` placeholders. Both are shown the same way by the API and the web.
 */
export type Message = MessageRef;

export type FieldKind =
  | 'text' | 'longText' | 'email' | 'phone' | 'integer' | 'decimal' | 'money' | 'enum'
  | 'boolean' | 'date' | 'datetime' | 'relation' | 'json' | 'file';

/** How a list filter on this field compares; one operator per field keeps the URL simple. */
export type FilterOperator = 'eq' | 'contains' | 'in' | 'between' | 'gte' | 'lte';

/** Named rules of spec 01 §5 / 02 §5 beyond required/min/max/length/pattern. */
export type NamedRule =
  | 'email' | 'phone' | 'mobile' | 'zip' | 'lettersNumbers' | 'positive' | 'rational'
  | 'integer' | 'noComma' | 'notPurelyNumeric' | 'noLetters' | 'password' | 'adminPassword' | 'trim'
  | 'noPoBox' | 'digits10' | 'usState' | 'httpUrl' | 'gtin';

/** Upload limits of a file field (file-types.ts). */
export interface FileOptions {
  /** Extensions, lower case, from FILE_TYPES ('pdf', 'xlsx', ...). */
  accept: string[];
  maxFiles: number;
  maxBytes: number;
}

/** Icons a custom action may show as in a list row (the web's ACTION_ICONS). */
export type ActionIcon = 'approve' | 'reject' | 'stop' | 'start' | 'key' | 'login' | 'undo' | 'message' | 'star' | 'file' | 'money';

/** What a decimal's number stands for (FieldDef.unit). */
export type ValueUnit = 'money' | 'percent';

export interface EnumOption {
  value: number | string;
  label: Label;
}

/** What fills a field without the user typing it. */
export type AutoValue = 'now' | 'currentUserName' | 'currentUserId';


/**
 * Where a field's value lives:
 *  - column (default): stored, returned, writable per `form`/`editable`;
 *  - serverOnly: stored, never returned nor accepted (a password hash); hooks set it;
 *  - writeOnly: accepted and validated, handed to hooks, never stored nor returned (a password);
 *  - computed: returned, filled by the resource's `afterRead` hook, never stored nor accepted.
 */
type FieldStorage = 'column' | 'serverOnly' | 'writeOnly' | 'computed';

/**
 * One field defined by a record rather than by code (a ticket category's extra fields, read
 * through `fieldsFrom`): its key in the value object, its label in both languages, its kind, and
 * for a select its choices. Dates are 'YYYY-MM-DD'. libs/support `parseTemplateFields` checks a
 * category's list and `extraProblems` a ticket's values against it.
 */
export interface DynamicFieldSpec {
  key: string;
  label: { en: string; zh: string };
  kind: 'text' | 'number' | 'date' | 'select';
  required?: boolean;
  options?: string[];
}

export interface FieldDef {
  kind: FieldKind;
  label: Label;
  storage?: FieldStorage;
  /** Named custom input of the web form (e.g. a permission tree) instead of the kind's default. */
  widget?: string;
  /**
   * The `address` widget's validation (02 §3 Address validation status and result): a POST
   * route under /api (`url`) that takes `{ address, ...the form's values named by send }` and
   * answers `{ status, result, isResidential?, message?, zhMessage? }`. The widget offers Validate
   * under the address, shows the answer and keeps `validationStatus` and `validationResult` on the
   * address until a part of it changes.
   */
  validateWith?: { url: string; send?: string[] };
  /** Database column; snake_case of the key when absent. */
  column?: string;
  required?: boolean;
  /** Numeric bounds (integer, decimal, money). */
  min?: number;
  max?: number;
  /** Text length bounds; text columns get `maxLength` as their size (default 255). */
  minLength?: number;
  maxLength?: number;
  /** A field's own pattern and its message (a catalogue key or `{ en, zh }`). */
  pattern?: { regex: string; message: Message };
  rules?: NamedRule[];
  /**
   * The spec's own words for a rule of this field where they differ from the generic message
   * (the address form's email: 'Please enter a legal email'), by rule type.
   */
  messages?: Partial<Record<RuleType, MessageKey>>;
  /** enum */
  options?: readonly EnumOption[];
  /** file: which types, how many files and how big each (default: the general uploader of 01 §5). */
  file?: Partial<FileOptions>;
  /** decimal: digits after the point (money is always 4). */
  scale?: number;
  /**
   * What a decimal's number is, for lists, show pages and messages (02 §9: amounts with $ and 2
   * decimals): `percent` reads '15.25%', `money` '$12.50'; `{ field, values }` when another field
   * of the record says which (a surcharge's value is an amount or a percent by its calculation).
   * Without one a decimal reads as its number without the storage's trailing zeros.
   */
  unit?: ValueUnit | { field: string; values: Record<string, ValueUnit> };
  /**
   * Decimals shown (money, percent, decimal) where 2 hide what a person needs: a unit price of
   * $0.0125 a label. Default 2 for money and percent.
   */
  shownScale?: number;
  /**
   * relation: the resource it points at and the field shown for it. `copy` fills form fields
   * from the chosen record (its field -> this form's field), e.g. a reference role's grants.
   * On a json field: the value is a list of that resource's ids (a multi-select), each checked
   * by the server to exist.
   * `match` narrows the records offered and accepted to those whose field (the key) holds this
   * record's value of a field (the value): `{ party: 'party' }` lets a client's billing plan hold
   * only client charge items. The picker sends the form's value, the server checks the stored one.
   * `where` narrows them by fixed values of the target's fields (the key): `{ supplierType:
   * 'warehouse' }` lets a warehouse be run only by a warehouse supplier. The server applies it to
   * the lookup and checks it on save.
   */
  relation?: { resource: string; labelField: string; copy?: Record<string, string>; match?: Record<string, string>; where?: Record<string, string | number | boolean> };
  /** Applied on create when the client sends nothing; json fields may default to an object. */
  default?: string | number | boolean | Record<string, unknown> | unknown[];
  auto?: { onCreate?: AutoValue; onUpdate?: AutoValue };
  /** Shown in the list table (in declared order). */
  list?: boolean;
  /** Offered as a list filter with this operator. */
  filter?: FilterOperator;
  sort?: boolean;
  /** In create/edit forms; false for system-filled fields. Default: true unless `auto` is set. */
  form?: boolean;
  /**
   * Editable after create (default true). False: set once on the create form; the edit form
   * shows it read-only, and an update that sends another value is refused with '{field} cannot
   * be changed after it is created' (the same value sent back passes).
   */
  editable?: boolean;
  /**
   * On the create form and accepted on create (default true). False: a new record starts at the
   * field's default and the field is changed afterwards (a ticket starts Open; its status moves
   * on the edit form and by actions). Such a field needs a default.
   */
  creatable?: boolean;
  /**
   * json: an object of values whose fields are defined by the record chosen in a relation field
   * of this resource. `{ relation: 'categoryId', field: 'fields' }`: the chosen ticket category's
   * `fields` (a json list of DynamicFieldSpec) name the inputs. The relation's lookup answers that
   * field with each entry, so whoever may pick the record may read its fields; the form shows one
   * input per defined field once a record is chosen, and the show page lists the values under
   * their labels. The resource's hook checks the values against the definitions.
   */
  fieldsFrom?: { relation: string; field: string };
  show?: boolean;
  unique?: boolean;
  /** The message of a duplicate, when the generic '{field} already exists' is not the spec's (a key or `{ en, zh }`). */
  uniqueMessage?: Message;
  index?: boolean;
  /**
   * Shown with a copy button in lists and on the show page: codes, ids, links, e-mails a user
   * pastes elsewhere. Only a returned text, email, phone, integer or relation field may be copyable.
   */
  copyable?: boolean;
  /**
   * Searched by the header's global search besides the resource's `titleField` (title-search.ts:
   * only stored text fields may be).
   */
  searchable?: boolean;
  /** Tooltip/help text under the input. */
  help?: Label;
  /**
   * Read instead of the value on records that meet `when`, in lists and on the show page: the
   * super-administrator holds no roles yet has every permission, so Roles reads
   * 'Super administrator' rather than '-'. The condition's field must be returned.
   */
  shownAs?: { when: RecordCondition; label: Label };
  /**
   * A conditional field: it applies only while another field of the record holds one of the
   * values (a feature flag's percentage only for the 'By percentage' strategy). Forms and show
   * pages offer it only then, `required` means required then, and the server stores null
   * whenever the condition does not hold in the resulting record. In an inline child table the
   * condition is judged per row, on that row's values (its cell is empty while it fails).
   */
  visibleWhen?: RecordCondition;
}

/**
 * Where an entry sits in the shell: its top group (or the gear's settings group), its order, and
 * optionally a section, a submenu of the group that shows only when one of its entries is
 * permitted (spec 01 §2: the Support Cases item).
 */
export interface MenuPlacement {
  group: MenuGroupKey;
  order?: number;
  hidden?: boolean;
  section?: MenuSectionKey;
  /** The menu's own label where 01 §2 names the entry otherwise than the list's title (Address Book -> "Address"). */
  label?: Label;
}

/** True of a record whose field holds one of the values. */
export interface RecordCondition {
  field: string;
  in: Array<string | number | boolean>;
}

/**
 * A condition the engine enforces on the stored record (an action's `when`, `deleteWhen`): the
 * web offers the button only while it holds, the API refuses with 409 otherwise, with `message`
 * when the definition gives one ('A preset role cannot be deleted'), else the generic one.
 */
export interface GuardCondition extends RecordCondition {
  message?: Message;
}

/** A value an action's `set` writes. */
type ActionSetValue = string | number | boolean | null | { input: string } | { auto: 'currentUserName' };

export interface CustomAction {
  name: string;
  label: Label;
  /** The level it needs; special actions usually need `special` (all 4). */
  action: ActionName;
  /**
   * Its icon where a list row shows it as one (past the row's first action, to keep the
   * pinned Actions column narrow; the label is the icon's tooltip). Default: a generic one.
   */
  icon?: ActionIcon;
  /** Asked before it runs. It is performed by `actions[name]` of the resource's hooks. */
  confirm?: Label;
  /**
   * Offered only on records whose field holds one of these values (activate a deactivated user);
   * the engine refuses it (409 actionNotAllowed, or `message`) on any other record.
   */
  when?: GuardCondition;
  /**
   * What the action asks before it runs (a suspension's reason): fields in the kinds' language,
   * shown in the action's dialog and checked by the same rules on the server, which hands the
   * clean values to the hook as `ctx.input`. Not stored by the engine: the hook decides.
   */
  input?: Record<string, FieldDef>;
  /**
   * Rules over the inputs together (record-rules.ts), checked by the dialog and the API before
   * the hook runs: a posting must move the balance or the amount on hold (`notAllZero`).
   */
  inputRules?: RecordRule[];
  /**
   * What the toast says once it ran, in both languages, instead of '<Action>: done': `{key}` is
   * filled from the record after the action (a field as a sentence reads it: '$500.00', an
   * option's label, a related record's label), then from the input, then from the hook's answer.
   * The API answers it as the envelope's message and zhMessage: '{amount} added to {clientId}'.
   */
  done?: Label;
  /**
   * Offered on a selection of records too (default true). False for what concerns one record
   * at a time (a proxy login's token); an action with `input` is offered one record at a time.
   */
  bulk?: boolean;
  /**
   * What the action writes when that is all it does (approve, deactivate, suspend with a reason):
   * field -> a value, `{ input: 'reason' }` (the action's input) or `{ auto: 'currentUserName' }`.
   * The engine writes it through the RecordWriter (audited under the action's name); no hook is
   * needed. A hook of the same name, when registered, runs instead.
   */
  set?: Record<string, ActionSetValue>;
  /**
   * The sub-role of the resource's module it needs at `action`'s level, when that is not the
   * resource's own (signing in as a client is a power apart from editing clients). Its records
   * are then those the user may view.
   */
  sub?: string;
  /**
   * Where it is offered: on a record (default), or on the list as a whole, next to Create (the
   * ledger's Create Transaction). A list action asks its `input` in a dialog and is performed by
   * the hook `listActions[name]` at POST /resources/{name}/actions/{action}; it has no `when`,
   * `set` nor selection. Each opening of its dialog sends one `Idempotency-Key` header, so a
   * submit retried after a lost answer is recognised by a hook that keeps keys.
   */
  on?: 'record' | 'list';
}

/** What an idempotency key may be: the list action dialog's header, a ledger posting's key. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9:_.-]{1,64}$';

/** Whether a custom action concerns the list as a whole (CustomAction.on). */
export function isListAction(action: CustomAction): boolean {
  return action.on === 'list';
}

/** One file a record is printed as (`documents` of a resource). */
export interface DocumentDef {
  /** Path segment and the hook's name (`pdf`, `xlsx`). */
  name: string;
  label: Label;
  format: 'pdf' | 'xlsx';
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Route and API path segment (kebab-case), e.g. `feature-flag`. */
  name: string;
  /**
   * The web route's segment when the spec names it apart from the resource (`{product}-warehouse`
   * of 01 §2, `{product}` being the product code); default the name. The API path stays the name.
   */
  route?: string;
  table: string;
  label: Label;
  /** Singular label used in titles such as "Create Feature Flag". */
  singular?: Label;
  menu: MenuPlacement;
  permission: { module: ModuleKey; sub: string };
  actions: Array<'create' | 'edit' | 'delete' | 'export'>;
  customActions?: CustomAction[];
  fields: F;
  defaultSort: { field: (keyof F & string) | 'id' | 'createTime' | 'updateTime'; order: 'asc' | 'desc' };
  /**
   * Fields whose values together name one record (a rate card per account x service x package
   * type x card type x address type): a unique index, and a create or edit that would repeat
   * them is refused with 409 and `message`.
   */
  uniqueTogether?: { fields: Array<keyof F & string>; message: Message };
  /** Composite indexes for common filter + sort combinations. */
  indexes?: Array<Array<(keyof F & string) | 'createTime' | 'updateTime'>>;
  /**
   * Who owns a record, for users who see only their assigned records (spec 01 §6: a sales user
   * sees only its clients "and everything tied to them"): `field` holds the owner's admin id (a
   * client's sales owner); `through` names a relation to a resource that has an owner field (a
   * client user belongs to whoever owns its client), so a change of owner moves the children too.
   * `through` may point at a resource that is itself scoped through its parent (a ticket message
   * through its ticket, the ticket through its client): the scope follows the chain, up to four
   * relations, to the owner field. A resource with a required relation to a scoped one must
   * declare a scope (the catalogue check says so): a child never outlives its parent's scope.
   */
  dataScope?: { field: keyof F & string } | { through: keyof F & string };
  /** Biggest page size a list call may ask for (default 1000). */
  maxPageSize?: number;
  /** Extra API paths (from the spec) that answer this resource's list call. */
  listAliases?: string[];
  /** Named server hooks (before/after create, update, delete). */
  hooks?: string;
  /**
   * A named helper shown above the create and edit forms' fields, given the definition, the
   * form's mode, the record on edit and the form itself (its live values): the address book's
   * auto-input fills the fields from a pasted address; `pricing-replay` prices the stored
   * shipments with the form's unsaved changes before they are saved. Lazy-loaded; a web unit
   * test fails on a name the web does not have.
   */
  formAddon?: string;
  /**
   * A named helper shown above the list's filters (the finance screens' red banner while the
   * ledger's last check found a drift); lazy-loaded; a web unit test fails on an unknown name.
   */
  listAddon?: string;
  /**
   * A named helper shown in the list's bulk bar, working on the ticked rows (Print Labels: one
   * PDF of the selected orders' labels); lazy-loaded; a web unit test fails on an unknown name.
   */
  bulkAddon?: string;
  /**
   * A named helper shown in the show page's header beside its buttons, working on the record (a
   * rate card's XLSX sheet: download and upload); lazy-loaded.
   */
  showAddon?: string;
  /**
   * A named handwritten panel that is the main column of the show page, the record's details
   * beside it in one narrow column (a ticket's conversation, as a help desk shows a case); the
   * panel shows what belongs to the record, so the child tables are left out. Lazy-loaded from the show addons; a web unit test fails on an unknown name.
   */
  showPanel?: string;
  /**
   * A named handwritten section under the show page's details, before the child tables, working
   * on the record (a parcel order's Get Rate compared across its account's services); from the
   * show addons, lazy-loaded; a web unit test fails on an unknown name.
   */
  showSection?: string;
  /**
   * The show page's tabs named as the spec names them for this resource (02 §2, freight
   * outbound: Detail, Activity Log); the app's Details and History when absent.
   */
  showTabs?: { details?: Label; history?: Label };
  /**
   * Spec routes that open this resource's list (02 §2: `client-funding` redirects to
   * `funding-history`, `invoices` to the client invoices).
   */
  redirectsFrom?: string[];
  /** Spec routes that open this resource's create form (02 §2: `ticket/create-template`). */
  createFrom?: string[];
  /**
   * Files a record is printed as (an invoice's PDF and XLSX): a download button each on the show
   * page, served at `GET /api/resources/{name}/{id}/documents/{document}?lang=en|zh` to whoever
   * may view the record; the resource's hooks write the bytes (`documents` by name).
   */
  documents?: DocumentDef[];
  /**
   * The spec's other routes to a record's screens (01 §2: `wms-client` "with create, update, view,
   * wms, subscription and client variants"): `<route>/<variant>/:id` opens the edit or show page,
   * on one of its layout's tabs when `tab` names one. `update` and `view` need no entry: every
   * resource answers them as its edit and show pages.
   */
  variants?: Record<string, { screen: 'edit' | 'show'; tab?: string }>;
  /** Named custom screens that replace a generated one; lazy-loaded. */
  screens?: Partial<Record<'list' | 'create' | 'edit' | 'show', string>>;
  /** Engine times shown as list columns after the fields (default: createTime). */
  listTimes?: Array<'createTime' | 'updateTime'>;
  /**
   * Listed columns that start hidden, so the first screen of the list at laptop width (1280 px)
   * shows what a person scans for without scrolling sideways: each is offered in the column
   * chooser, and a user who shows one keeps it (their list preferences' `shown`).
   */
  listHidden?: Array<(keyof F & string) | 'createTime' | 'updateTime'>;
  /**
   * Records that may be deleted: only those whose field holds one of these values (preset roles
   * and system groups stay). The Delete button is offered only on them; the engine refuses the
   * rest (409 cannotDelete, or `message`).
   */
  deleteWhen?: GuardCondition;
  /**
   * Records that may be edited: only those whose field holds one of these values (an order while
   * it is a draft). The Edit button is offered only on them; the engine refuses an update of the
   * rest (409 cannotEdit, or `message`). Custom actions still move such records (their hooks write).
   */
  editWhen?: GuardCondition;
  /** The question before a delete, when it does more than remove the row (default 'Delete this record?'). */
  deleteConfirm?: Label;
  /**
   * Choices an edit may have to carry (02 §4: an order's service or packages changed while it
   * has a label: save and void it, save and replace it, or go back). The resource's hooks decide
   * when one is needed: without it the update answers 409 with `data.choiceRequired`, and the edit
   * form asks with these options (and `back`, which sends nothing), then saves again with the body's
   * `saveChoice`. The hooks read the value as `ctx.choice`.
   */
  saveChoices?: SaveChoices;
  /** Sections or tabs of the form and show page (layout.ts). */
  layout?: Layout;
  /**
   * An Import button on the list: an XLSX in the export's columns, previewed row by row with the
   * create rules, then written all or nothing (needs the create level).
   */
  import?: boolean | GroupedImport;
  /** One screen per value of a field, each with its own sub-role and a route parameter (partition.ts). */
  partition?: Partition;
  /**
   * Filters on membership through a link resource, by key: `?{key}=me` keeps the records that a
   * row of `resource` ties to the signed-in user (its `foreignKey` holds the record's id, its
   * `member` the user's id): the tickets one follows. Only `me` is a value: nobody lists what
   * another user follows.
   */
  memberFilters?: Record<string, MemberFilter>;
  /**
   * Named lists of the resource with their own route and menu entry, each a filter the user cannot
   * remove (02 §2 `ticket/follow-list`, My Follow: `{ followerId: 'me' }`). A partitioned
   * resource's view spans every value the user may view; its rows open on their value's screens.
   */
  listViews?: ListViewDef[];
  /**
   * Filter tabs above the list (list-tabs.ts; 02 §4 Order status filters: All, Awaiting 2, ...):
   * `{ param?: 'tab', tabs: [{ code: '', label, filter: {} }, { code: 2, label, filter: { status:
   * [1, 2] } }] }`. Each filter is written in the list query's own language — one value per
   * filtered field as its `filter` operator reads it (a list for `in`, [from, to] for `between`,
   * one value otherwise) — so `?tab=2` reads exactly as `?status=1,2` would, ANDed with the
   * query's other filters; an unknown code is 400. The code '' (first, no filter) is All. The
   * web shows them as tabs above the table, the chosen code in the URL. `defineResource` refuses
   * a filter on a field that is not filtered, a value shape its operator does not take (a list
   * for `eq`) and a value that is not one of the field's (an enum code it lacks).
   */
  listTabs?: ListTabs;
  /**
   * Rows tinted on the lists by a returned field's value (a ticket about to breach its service
   * level, or past it, is red), so what needs attention stands out.
   */
  rowTone?: { field: keyof F & string; values: Record<string, 'danger' | 'warning'> };
  /** Field shown as the record's title (show page, delete confirmation). */
  titleField?: keyof F & string;
  /** Records of other resources that belong to this one (children.ts). */
  children?: ChildCollection[];
  /** Rules over several fields, checked by the API and the web forms alike (record-rules.ts). */
  recordRules?: RecordRule[];
  /** The status field's allowed moves, enforced on updates and actions (transitions.ts). */
  transitions?: Transitions;
  /**
   * Dated versions (versions.ts): every write of a record keeps a version — its values, who, when
   * — in force from the date its `effectiveField` (a date field) holds. A reader asks which
   * version was in force on a day (a quote on its ship date); a rollback makes an earlier
   * version current again as a new one. Nothing earlier is ever changed.
   */
  versions?: { effectiveField: keyof F & string };
  /**
   * The edit form holds the record's work lock while open (`/api/work-locks`): a second user
   * opening it is told someone else is editing and cannot save until the lock is released or lapses.
   */
  workLock?: boolean;
  /**
   * A valid create body, typed by the fields. The test suites derive what they send from it (the
   * generic API, the permission matrix, the fuzz shapes), so a new resource needs no test edit.
   * Unique text fields get a suffix per use; keep them short of their maxLength.
   */
  sample?: SampleOf<F>;
}

/** Labels of the engine-managed fields, for list columns and exports. */
export const SYSTEM_FIELD_LABELS: Record<'id' | 'createTime' | 'updateTime', Label> = {
  id: { en: 'ID', zh: 'ID' },
  createTime: { en: 'Create Time', zh: '创建时间' },
  updateTime: { en: 'Update Time', zh: '更新时间' },
};

/** Fields every resource has, managed by the engine. */
export const SYSTEM_FIELDS = ['id', 'version', 'createTime', 'updateTime'] as const;

/** A membership filter (ResourceDef.memberFilters). */
interface MemberFilter {
  resource: string;
  foreignKey: string;
  member: string;
  label: Label;
}

/** The choices an edit may carry (ResourceDef.saveChoices). */
export interface SaveChoices {
  /** The dialog's title; the server's 409 message is its text. */
  title: Label;
  options: Array<{ value: string; label: Label }>;
  /** The button that closes the dialog and saves nothing ('Go back'). */
  back: Label;
}

/** A named list of a resource (ResourceDef.listViews). */
export interface ListViewDef {
  key: string;
  /** The web route (`ticket/follow-list`). */
  route: string;
  label: Label;
  /** Fixed filters: a field or member filter key and its value (`me` for the signed-in user). */
  filter: Record<string, string>;
  /** Its menu entry (the resource's group, section and an order). */
  menu: MenuPlacement;
}

/**
 * An import of records with inline children from one sheet: the rows sharing a value of the
 * `groupBy` column are one record (its own columns repeated on each row), each row adding at
 * most one row to each named inline child collection (headed '<child singular> <field>'). A
 * record is created as its form creates it (hooks, children, rules); a group with any bad cell
 * refuses the whole file with `refusal` (else importHasErrors) and marks every row of it. Judged
 * in the request (at most IMPORT_MAX_ROWS rows), never by a background job: a group may span
 * the whole file.
 */
export interface GroupedImport {
  groupBy: { key: string; label: Label };
  /** Keys of inline child collections (`children[].key`) filled from the same rows. */
  children: string[];
  refusal?: MessageRef;
}
