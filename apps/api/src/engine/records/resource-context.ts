import type { DataSource, EntitySchema } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import type { WriteLock } from '../../core/database/write-lock';
import type { CountCache } from '../count-cache';
import type { FindResource } from '../find-resource';
import type { ResourceHooks } from '../hooks';
import type { RecordWriter } from '../record-writer';
import type { ServiceOf } from '../resource-services';
import type { InlineParent } from '../row-limits';
import type { Row } from '../row';

/** What every part of one resource's service works with (built once by ResourceService). */
export interface ResourceContext {
  readonly def: ResourceDef;
  readonly schema: EntitySchema<Row>;
  readonly ds: DataSource;
  readonly lock: WriteLock;
  readonly counts: CountCache;
  readonly writer: RecordWriter;
  /** The resources this app serves, for the targets of relations. */
  readonly findResource: FindResource;
  /** The services of its child collections. */
  readonly serviceOf: ServiceOf;
  /** Parents that edit this resource as an inline child: its rows per parent are limited (row-limits.ts). */
  readonly inlineParents: readonly InlineParent[];
  /** Looked up per call, so modules may register their hooks in any order. */
  hooks(): ResourceHooks;
}
