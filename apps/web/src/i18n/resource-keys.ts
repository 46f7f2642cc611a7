import { interpolate, type Language } from '@console/contracts';
import { listTabKey, type PageDef, type ResourceDef } from '@console/metadata';
import type { UiStrings } from './en';
import { buildBaseTranslations, type Tree } from './base-keys';

/**
 * Translation keys of one resource, built from its definition so a new resource file needs
 * no edit here: `<name>.<name>` (refine's own lookups: its success toasts read 'Successfully
 * created {resource}', so it is the singular, 'Role' rather than the menu's 'Roles & Permission'),
 * `<name>.singular`, `<name>.titles.list|create|edit|show`,
 * `<name>.fields.<field>`, `<name>.options.<field>.<value>`, `<name>.help.<field>`,
 * `<name>.shownAs.<field>`, `<name>.groups.<layout group>`, `<name>.partitions.<value>`, `<name>.views.<list view>`, `<name>.listTabs.<code>` ('_all' for ''), `<name>.actions.<custom action>`, `<name>.confirms.<custom action>`, `<name>.actionInputs.<custom action>.<input>`, `<name>.documents.<document>` and `<name>.showTabs.details|history` (when named).
 */
export function resourceKeys(def: ResourceDef, lang: Language, ui: UiStrings): Tree {
  const label = def.label[lang];
  const singular = (def.singular ?? def.label)[lang];
  const fields: Tree = {};
  const options: Tree = {};
  const help: Tree = {};
  const shownAs: Tree = {};
  for (const [key, field] of Object.entries(def.fields)) {
    fields[key] = field.label[lang];
    if (field.shownAs) shownAs[key] = field.shownAs.label[lang];
    if (field.options) options[key] = Object.fromEntries(field.options.map((o) => [String(o.value), o.label[lang]]));
    if (field.help) help[key] = field.help[lang];
  }
  // An action's inputs read their options and help where the fields' are; a field's own win.
  for (const action of def.customActions ?? []) {
    for (const [key, field] of Object.entries(action.input ?? {})) {
      if (field.options && !options[key]) options[key] = Object.fromEntries(field.options.map((o) => [String(o.value), o.label[lang]]));
      if (field.help && !help[key]) help[key] = field.help[lang];
    }
  }
  const groups = Object.fromEntries((def.layout?.groups ?? []).map((g) => [g.key, g.label[lang]]));
  const actions = Object.fromEntries((def.customActions ?? []).map((a) => [a.name, a.label[lang]]));
  const documents = Object.fromEntries((def.documents ?? []).map((d) => [d.name, d.label[lang]]));
  const partitions = Object.fromEntries((def.partition?.values ?? []).map((v) => [v.value, v.label[lang]]));
  const views = Object.fromEntries((def.listViews ?? []).map((v) => [v.key, v.label[lang]]));
  const listTabs = Object.fromEntries((def.listTabs?.tabs ?? []).map((tab) => [listTabKey(tab), tab.label[lang]]));
  const confirms = Object.fromEntries((def.customActions ?? []).filter((a) => a.confirm).map((a) => [a.name, a.confirm![lang]]));
  const actionInputs = Object.fromEntries((def.customActions ?? []).filter((a) => a.input).map((a) => [
    a.name, Object.fromEntries(Object.entries(a.input!).map(([key, field]) => [key, field.label[lang]])),
  ]));
  const showTabs = Object.fromEntries(Object.entries(def.showTabs ?? {}).map(([tab, text]) => [tab, text[lang]]));
  return {
    [def.name]: singular,
    singular,
    titles: {
      list: interpolate(ui.titles.list, { label }),
      create: interpolate(ui.titles.create, { label: singular }),
      edit: interpolate(ui.titles.edit, { label: singular }),
      show: interpolate(ui.titles.show, { label: singular }),
    },
    // the side menu's label: the list's title unless the menu names it otherwise (01 §2)
    menuLabel: def.menu.label?.[lang] ?? interpolate(ui.titles.list, { label }),
    fields,
    options,
    help,
    shownAs,
    groups,
    partitions,
    views,
    listTabs,
    actions,
    confirms,
    actionInputs,
    documents,
    showTabs,
    ...(def.deleteConfirm ? { deleteConfirm: def.deleteConfirm[lang] } : {}),
  };
}

/** A handwritten page has its label as its title (`<name>.titles.list`, what menus read). */
function pageKeys(page: PageDef, lang: Language): Tree {
  return { [page.name]: page.label[lang], titles: { list: page.label[lang] }, menuLabel: page.menu.label?.[lang] ?? page.label[lang] };
}

export function buildResourceTranslations(lang: Language, ui: UiStrings, defs: readonly ResourceDef[], pages: readonly PageDef[] = []): Tree {
  return Object.fromEntries([
    ...defs.map((def) => [def.name, resourceKeys(def, lang, ui)]),
    ...pages.map((page) => [page.name, pageKeys(page, lang)]),
  ]);
}

/** Everything for one language once the catalogue is loaded (what the completeness test checks). */
export function buildTranslations(lang: Language, ui: UiStrings, defs: readonly ResourceDef[], pages: readonly PageDef[] = []): Tree {
  return { ...buildBaseTranslations(lang, ui), ...buildResourceTranslations(lang, ui, defs, pages) };
}
