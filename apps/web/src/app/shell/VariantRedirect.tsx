import { Navigate, useParams } from 'react-router';
import type { ResourceDef } from '@console/metadata';
import { screenPaths } from '../../engine/paths';

/**
 * The spec's other routes to a record's pages (`wms-client/update/7`, `wms-client/subscription/7`):
 * to the edit or show page, on the named tab (`?tab=`), which the page opens first.
 */
export function VariantRedirect({ def, screen, tab }: { def: ResourceDef; screen: 'edit' | 'show'; tab?: string }) {
  const { id } = useParams();
  const paths = screenPaths(def);
  const target = screen === 'edit' ? paths.edit(id!) : paths.show(id!);
  return <Navigate to={tab ? `${target}?tab=${encodeURIComponent(tab)}` : target} replace />;
}
