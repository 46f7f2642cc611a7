import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ListViewDef, ResourceDef } from '@console/metadata';
import { useAccess, useUserInfo } from '../../platform/use-session';
import { decideValues } from '../../platform/access-control';
import { NOT_FOUND_SCREEN as NotFoundPage, screenFor } from '../screen-registry';
import type { ScreenAction } from '../../engine/types';
import { forPartitionScreen, screenPaths, usePartitionValue } from '../../engine/paths';

/**
 * The route element of every resource screen: a screen the user may not use answers 404
 * (spec 01 §6), otherwise the custom or generated screen is loaded. On a partitioned resource
 * the route's value must be one the user may reach with the action (another source's list is 404).
 */
export function ResourceScreen({ def, action, view }: { def: ResourceDef; action: ScreenAction; view?: ListViewDef }) {
  const allowed = useAccess();
  const user = useUserInfo();
  const value = usePartitionValue(def);
  const params = useParams();
  const named = def.partition ? params[def.partition.param] : undefined;
  const screenDef = useMemo(() => forPartitionScreen(def, value), [def, value]);
  if (!allowed(def.name, action)) return <NotFoundPage />;
  // a named list spans every value the user may view (the server narrows its rows)
  if (def.partition && !view) {
    const permitted = decideValues(user, def, action);
    // An unknown value is 404 (so is any path a bare `:kind` route catches: /no-such-page).
    if (named === undefined || value === undefined || (permitted && !permitted.includes(value))) return <NotFoundPage />;
  }
  const Screen = screenFor(def, action);
  // Keyed by resource (and value) so switching between two lists starts with fresh state.
  return <Screen key={`${def.name}:${value ?? ''}:${view?.key ?? ''}`} def={screenDef} view={view} />;
}

/** `ticket` -> `ticket/list/EZEESHIP`: the resource's default value if permitted, else the first permitted. */
export function PartitionRedirect({ def }: { def: ResourceDef }) {
  const user = useUserInfo();
  const permitted = decideValues(user, def, 'list');
  const values = def.partition!.values.filter((v) => !permitted || permitted.includes(v.value));
  const preferred = values.find((v) => v.sub === def.permission.sub) ?? values[0];
  if (!preferred) return <NotFoundPage />;
  return <Navigate to={screenPaths(def, preferred.value).list} replace />;
}
