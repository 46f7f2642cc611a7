import type { ResourceDef } from '@console/metadata';

export type ScreenAction = 'list' | 'create' | 'edit' | 'show';

/** What every resource screen, generated or handwritten, receives. */
export interface ResourceScreenProps {
  def: ResourceDef;
}
