import { MENU_GROUPS, MENU_SECTIONS, MESSAGES, PERMISSION_CATALOGUE, type Language } from '@console/contracts';
import type { UiStrings } from './en';

export type Tree = { [key: string]: string | Tree };

/**
 * What i18next holds for one language from the start: UI strings, menu groups and the message
 * catalogue. Resource labels join when the shell loads the catalogue (resource-keys.ts).
 */
export function buildBaseTranslations(lang: Language, ui: UiStrings): Tree {
  return {
    ...(ui as unknown as Tree),
    // Module and sub-role names live with the permission catalogue, shared with the API.
    permissions: {
      ...(ui.permissions as unknown as Tree),
      modules: Object.fromEntries(Object.entries(PERMISSION_CATALOGUE).map(([key, m]) => [key, m.label[lang]])),
      subs: Object.fromEntries(Object.values(PERMISSION_CATALOGUE).flatMap((m) => Object.entries(m.subs).map(([sub, l]) => [sub, l[lang]]))),
    },
    groups: Object.fromEntries(Object.entries(MENU_GROUPS).map(([key, g]) => [key, g[lang]])),
    sections: Object.fromEntries(Object.entries(MENU_SECTIONS).map(([key, s]) => [key, s[lang]])),
    messages: Object.fromEntries(Object.entries(MESSAGES).map(([key, m]) => [key, m[lang]])),
    // refine's unsaved-changes prompt asks for this key; the text is the catalogue's.
    warnWhenUnsavedChanges: MESSAGES.unsavedChanges[lang],
  };
}
