import type { EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import type { CurrentAdmin } from '../core/http/request-context';
import type { Row } from './row';

/** What a parent's service asks of its children's services (child-collections.ts). */
export interface ChildService {
  readonly def: ResourceDef;
  validateInline(body: Row, mode: 'create' | 'update', foreignKey: string): Row;
  rowsOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<Row[]>;
  countOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<number>;
  presentRows(rows: Row[], admin: CurrentAdmin, em?: EntityManager): Promise<Row[]>;
  insertInTx(em: EntityManager, input: Row, admin: CurrentAdmin, preset?: Row): Promise<Row>;
  updateInTx(em: EntityManager, current: Row, input: Row, admin: CurrentAdmin, version?: number): Promise<Row>;
  removeInTx(em: EntityManager, current: Row, admin: CurrentAdmin, version?: number): Promise<void>;
}

/**
 * The services of the resources this app serves, as one service sees its siblings. The registry
 * implements it and hands it to each service it builds, so a service reaches its children
 * without a reference set after construction, and without importing the registry.
 */
export interface ResourceServices {
  definitions(): ResourceDef[];
  find(name: string): ChildService | undefined;
}

/** A sibling's service by resource name; a child resource the app does not serve is a start-up error. */
export type ServiceOf = (resource: string) => ChildService;
