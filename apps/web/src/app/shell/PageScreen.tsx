import type { PageDef } from '@console/metadata';
import { useAccess } from '../../platform/use-session';
import { NOT_FOUND_SCREEN as NotFoundPage, PAGE_SCREENS } from '../screen-registry';

/**
 * The route element of a handwritten page: without view of its sub-role it answers 404 like a
 * forbidden resource screen (spec 01 §6); an unregistered screen key is a 404 too, with a warning.
 */
export function PageScreen({ page }: { page: PageDef }) {
  const allowed = useAccess();
  const Screen = PAGE_SCREENS[page.screen];
  if (!Screen) console.warn(`Page screen "${page.screen}" of ${page.name} is not registered.`);
  if (!Screen || !allowed(page.name, 'list')) return <NotFoundPage />;
  return <Screen page={page} />;
}
