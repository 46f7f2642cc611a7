import type { ListViewDef, ResourceDef } from '@console/metadata';

export type ScreenAction = 'list' | 'create' | 'edit' | 'show';

/** What every resource screen, generated or handwritten, receives. */
export interface ResourceScreenProps {
  def: ResourceDef;
  /** A named list of the resource (My Follow) whose route opened the list screen. */
  view?: ListViewDef;
}
