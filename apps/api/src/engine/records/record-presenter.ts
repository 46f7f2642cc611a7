import type { EntityManager } from 'typeorm';
import { isReturned } from '@console/metadata';
import type { CurrentAdmin } from '../../core/http/request-context';
import { attachInlineRows } from '../child-collections';
import type { Row } from '../row';
import type { ResourceContext } from './resource-context';

/** Records as they leave the API: server-only columns removed, computed fields filled by the hook. */
export class RecordPresenter {
  private readonly hidden: string[];

  constructor(private readonly ctx: ResourceContext) {
    this.hidden = Object.entries(ctx.def.fields).filter(([, f]) => !isReturned(f)).map(([k]) => k);
  }

  async present(rows: Row[], admin: CurrentAdmin, em: EntityManager = this.ctx.ds.manager): Promise<Row[]> {
    for (const row of rows) for (const key of this.hidden) delete row[key];
    if (rows.length) await this.ctx.hooks().afterRead?.(rows, { em, admin });
    return rows;
  }

  /** One record as a read answers it: presented, with its inline child rows. */
  async presentWithChildren(row: Row, admin: CurrentAdmin, em: EntityManager): Promise<Row> {
    const [presented] = await this.present([row], admin, em);
    await attachInlineRows(em, this.ctx.def, [presented], this.ctx.serviceOf, admin);
    return presented;
  }
}
