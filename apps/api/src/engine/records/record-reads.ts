import { Brackets, EntityManager, LessThan } from 'typeorm';
import { LookupEntry, ResourceDef, carriedFields, hitTitleField, lookupTarget, searchFields } from '@console/metadata';
import { ActionName, can } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { AuditLogEntity, AuditRow } from '../audit';
import type { HistoryPage } from '../history-query';
import { LookupOf, LookupQuery, lookupEntries } from '../lookup';
import { likePattern } from '../query';
import type { Row } from '../row';
import type { RecordVersionRow } from '../versions/record-version.entity';
import { versionsOf } from '../versions/record-versions';
import type { RecordPresenter } from './record-presenter';
import type { RecordScope } from './record-scope';
import type { ResourceContext } from './resource-context';

/** A record the global search found. */
export interface SearchHit {
  id: number;
  title: string;
  partition?: string;
}

/** One record and what hangs off it (history, versions, lookups of its relations), and the search. */
export class RecordReads {
  constructor(private readonly ctx: ResourceContext, private readonly scope: RecordScope, private readonly presenter: RecordPresenter) {}

  async get(id: number, admin: CurrentAdmin): Promise<Row> {
    const row = await this.scope.findReachable(this.ctx.ds.manager, id, admin);
    if (!row) throw new AppException(404, 'notFound');
    return this.presenter.presentWithChildren(row, admin, this.ctx.ds.manager);
  }

  /**
   * Which of these records the user may reach for the action now (its permission, partition and
   * data scope): for readers outside the generic routes that hold record ids of their own (the
   * desk's notices), so a record the user lost answers nothing about itself.
   */
  async reachableIds(ids: number[], admin: CurrentAdmin, action: ActionName = 'view'): Promise<Set<number>> {
    const { def } = this.ctx;
    if (!ids.length || (!def.partition && !can(admin, def.permission, action, admin.productCode))) return new Set();
    const rows = await this.scope.scopedQb(admin, undefined, action).select('r.id', 'id').andWhere('r.id IN (:...reachIds)', { reachIds: [...new Set(ids)] }).getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }

  count(admin: CurrentAdmin): Promise<number> {
    return this.scope.scopedQb(admin).getCount();
  }

  /** The rows whose foreign key names the parent, oldest first. */
  rowsOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<Row[]> {
    return this.scope.qb(em).where(`r.${foreignKey} = :parentId`, { parentId }).orderBy('r.id', 'ASC').getMany();
  }

  countOfParent(em: EntityManager, foreignKey: string, parentId: number): Promise<number> {
    return this.scope.qb(em).where(`r.${foreignKey} = :parentId`, { parentId }).getCount();
  }

  /**
   * Id and label of the records a relation field may point at (GET lookup/{field}): its target's
   * records in the target's data scope. Who may ask is the route guard's affair (lookupGrants).
   */
  lookup(fieldKey: string, query: LookupQuery, admin: CurrentAdmin): Promise<LookupEntry[]> {
    const { target, labelField } = this.lookupTargetOf(fieldKey);
    return lookupEntries(this.ctx.ds.manager, target, labelField, query, admin, this.ctx.findResource, carriedFields(this.ctx.def, fieldKey));
  }

  lookupTargetOf(fieldKey: string): LookupOf {
    const { def } = this.ctx;
    const field = Object.hasOwn(def.fields, fieldKey) ? def.fields[fieldKey] : undefined;
    const lookup = field && lookupTarget(field);
    const target = lookup && this.ctx.findResource(lookup.resource);
    if (!lookup || !target) throw new AppException(404, 'routeNotFound');
    return { target, labelField: lookup.labelField, holder: def, match: lookup.match, where: lookup.where };
  }

  /**
   * Who changed the record and how, newest first, a page at a time by audit id (the record
   * must be reachable: another owner's record answers 404 like its read).
   */
  async history(id: number, admin: CurrentAdmin, page: HistoryPage): Promise<AuditRow[]> {
    await this.scope.reachableOr404(this.ctx.ds.manager, id, admin);
    return this.ctx.ds.getRepository(AuditLogEntity).find({
      where: { resource: this.ctx.def.name, recordId: id, ...(page.before !== undefined ? { id: LessThan(page.before) } : {}) },
      order: { id: 'DESC' }, take: page.limit,
    });
  }

  /** A versioned record's dated versions, newest first (ResourceDef.versions). */
  async versions(id: number, admin: CurrentAdmin): Promise<RecordVersionRow[]> {
    await this.scope.reachableOr404(this.ctx.ds.manager, id, admin);
    return versionsOf(this.ctx.ds.manager, this.ctx.def, id);
  }

  /**
   * A few records of this resource whose searched fields (title-search.ts) hold the text, in
   * this user's data scope and partitions, newest first: `{id, title}` each (and the partition
   * value of a partitioned resource). None when nothing is searched.
   */
  async search(text: string, admin: CurrentAdmin, limit: number): Promise<SearchHit[]> {
    const { def } = this.ctx;
    const fields = searchFields(def);
    const titleKey = hitTitleField(def);
    if (!fields.length || !titleKey) return [];
    const pattern = likePattern(text);
    const rows = await this.scope.scopedQb(admin)
      .andWhere(new Brackets((qb) => {
        for (const key of fields) qb.orWhere(`r.${key} LIKE :q ESCAPE '!'`, { q: pattern });
      }))
      .orderBy('r.id', 'DESC').limit(limit).getMany();
    const partition = def.partition?.field;
    return rows.map((row) => ({
      id: row.id as number, title: String(row[titleKey] ?? row.id),
      // A partitioned record opens on its value's screen (support-case/detail/WMS/7).
      ...(partition ? { partition: String(row[partition]) } : {}),
    }));
  }
}
