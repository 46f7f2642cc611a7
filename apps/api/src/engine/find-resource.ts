import type { ResourceDef } from '@console/metadata';

/**
 * The catalogue as the engine knows it: the resources this app serves, test-only and folder
 * resources included (EngineModule.forResources). Never the global catalogue's `findResource`.
 */
export type FindResource = (name: string) => ResourceDef | undefined;
