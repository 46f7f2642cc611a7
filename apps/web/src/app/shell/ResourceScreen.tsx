import type { ResourceDef } from '@console/metadata';
import { useAccess } from '../use-session';
import { NOT_FOUND_SCREEN as NotFoundPage, screenFor } from '../screen-registry';
import type { ScreenAction } from '../../engine/types';

/**
 * The route element of every resource screen: a screen the user may not use answers 404
 * (spec 01 §6), otherwise the custom or generated screen is loaded.
 */
export function ResourceScreen({ def, action }: { def: ResourceDef; action: ScreenAction }) {
  const allowed = useAccess();
  if (!allowed(def.name, action)) return <NotFoundPage />;
  const Screen = screenFor(def, action);
  // Keyed by resource so switching between two resources' lists starts with fresh state.
  return <Screen key={def.name} def={def} />;
}
