import i18n from 'i18next';
import { PAGES as BUILT_PAGES, RESOURCES as BUILT_RESOURCES } from '@console/resources';
import extra from '@console/extra-resources';
import { registerCatalogue } from '../../platform/catalogue';
import { buildResourceTranslations } from '../../i18n/resource-keys';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';

/**
 * Evaluated once, with the shell chunk: the resource catalogue becomes known to the app
 * (refine's resources, access checks, menus, routes) and its labels join i18next. A build may
 * add a folder's resources (EXTRA_RESOURCES_DIR, see extra-resources.ts).
 */
const RESOURCES = [...BUILT_RESOURCES, ...extra.resources];
const PAGES = [...BUILT_PAGES, ...extra.pages];
i18n.addResourceBundle('en', 'translation', buildResourceTranslations('en', en, RESOURCES, PAGES), true, true);
i18n.addResourceBundle('zh', 'translation', buildResourceTranslations('zh', zh, RESOURCES, PAGES), true, true);
registerCatalogue(RESOURCES, PAGES);

/** Everything with a menu entry: the resources and the handwritten pages. */
export const MENU_ITEMS = [...RESOURCES, ...PAGES];

export { PAGES, RESOURCES };
