import type { SelectQueryBuilder } from 'typeorm';
import { columnName } from '@console/metadata';
import { LIST_COUNT_CAP, type Page } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { columnValue } from '../columns';
import { partitionScope } from '../data-scope';
import { ListQuery, likePattern } from '../query';
import type { Row } from '../row';
import { versionsInForce } from '../versions/record-versions';
import type { RecordPresenter } from './record-presenter';
import type { ResourceContext } from './resource-context';
import type { RecordScope } from './record-scope';

/** Property path in the query builder; TypeORM maps it to the column and quotes it. */
const col = (key: string) => `r.${key}`;

/** A list query's answers: a page, its total, or every row in batches (an export). */
export class ListReads {
  constructor(private readonly ctx: ResourceContext, private readonly scope: RecordScope, private readonly presenter: RecordPresenter) {}

  async list(query: ListQuery, admin: CurrentAdmin): Promise<Page<Row>> {
    const base = this.filtered(query, admin);
    const counted = await this.total(base, query, admin, LIST_COUNT_CAP);
    const capped = counted > LIST_COUNT_CAP;
    const total = capped ? LIST_COUNT_CAP : counted;
    const records = await base
      .orderBy(col(query.sortField), query.sortOrder)
      .addOrderBy('r.id', query.sortOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .getMany();
    const page = { records: await this.asOfValues(await this.presenter.present(records, admin), query.asOf), total, curPageNo: query.page, pageSize: query.pageSize };
    return capped ? { ...page, totalCapped: true } : page;
  }

  countMatching(query: ListQuery, admin: CurrentAdmin): Promise<number> {
    return this.total(this.filtered(query, admin), query, admin);
  }

  /**
   * Every row of a list query, in its sort order, in batches fetched by keyset on (sort field,
   * id) — no OFFSET, so the millionth row costs what the first did. The range condition
   * `c <= :v AND (c < :v OR id < :id)` lets the index do the work (a plain OR would not).
   * NULLs sort first ascending and last descending on SQLite and MySQL alike, so they are read
   * as a phase of their own, by id.
   */
  async *iterate(query: ListQuery, admin: CurrentAdmin, batch = 2000): AsyncGenerator<Row[]> {
    const c = col(query.sortField);
    const asc = query.sortOrder === 'ASC';
    const byId = query.sortField === 'id';
    const transformer = this.ctx.ds.getMetadata(this.ctx.schema).findColumnWithPropertyName(query.sortField)?.transformer;
    const toDb = (v: unknown) => (transformer && !Array.isArray(transformer) ? transformer.to(v) : v);
    const phases: Array<'null' | 'value'> = byId ? ['value'] : asc ? ['null', 'value'] : ['value', 'null'];
    for (const phase of phases) {
      let key: { v: unknown; id: unknown } | null = null;
      for (;;) {
        const qb = this.filtered(query, admin);
        if (phase === 'null') {
          qb.andWhere(`${c} IS NULL`);
          if (key) qb.andWhere(asc ? 'r.id > :kid' : 'r.id < :kid', { kid: key.id });
        } else {
          if (!byId) qb.andWhere(`${c} IS NOT NULL`);
          if (key && byId) qb.andWhere(asc ? 'r.id > :kid' : 'r.id < :kid', { kid: key.id });
          else if (key) {
            qb.andWhere(asc ? `${c} >= :kv AND (${c} > :kv OR r.id > :kid)` : `${c} <= :kv AND (${c} < :kv OR r.id < :kid)`, { kv: toDb(key.v), kid: key.id });
          }
        }
        const rows = await qb.orderBy(c, query.sortOrder).addOrderBy('r.id', query.sortOrder).limit(batch).getMany();
        if (!rows.length) break;
        const last = rows[rows.length - 1];
        key = { v: last[query.sortField], id: last.id };
        yield await this.asOfValues(await this.presenter.present(rows, admin), query.asOf);
        if (rows.length < batch) break;
      }
    }
  }

  /**
   * The rows a list query selects for this user: data scope plus the declared filters. Filter
   * values are the entity's values (query.ts); each is bound as its column holds it (money in
   * ten-thousandths), the conversion the kind registry gives and the transformers apply on write.
   */
  private filtered(query: ListQuery, admin: CurrentAdmin): SelectQueryBuilder<Row> {
    const { def } = this.ctx;
    // a list of a partition the user cannot reach (the EZEESHIP tickets for a WMS-only team) is refused, not answered empty
    const partition = partitionScope(def, admin, 'view');
    if (partition && query.filters.some((f) => f.field === partition.field && f.op === 'eq' && !partition.values.includes(String(f.value)))) {
      throw new AppException(403, 'forbidden');
    }
    const base = this.scope.scopedQb(admin);
    query.filters.forEach((f, i) => {
      const p = `f${i}`;
      if (f.op === 'member') {
        const m = def.memberFilters![f.field];
        const link = this.ctx.findResource(m.resource)!;
        const fk = columnName(m.foreignKey, link.fields[m.foreignKey]);
        const member = columnName(m.member, link.fields[m.member]);
        base.andWhere(`r.id IN (SELECT ${p}.${fk} FROM ${link.table} ${p} WHERE ${p}.${member} = :${p})`, { [p]: admin.id });
        return;
      }
      const c = col(f.field);
      const field = def.fields[f.field];
      const bind = (v: unknown) => (field ? columnValue(field, v) : v);
      switch (f.op) {
        case 'eq': base.andWhere(`${c} = :${p}`, { [p]: bind(f.value) }); break;
        case 'empty': base.andWhere(`${c} IS NULL`); break;
        case 'contains': base.andWhere(`${c} LIKE :${p} ESCAPE '!'`, { [p]: likePattern(String(f.value)) }); break;
        case 'in': base.andWhere(`${c} IN (:...${p})`, { [p]: (f.value as unknown[]).map(bind) }); break;
        case 'gte': base.andWhere(`${c} >= :${p}`, { [p]: bind(f.value) }); break;
        case 'lte': base.andWhere(`${c} <= :${p}`, { [p]: bind(f.value) }); break;
        case 'between':
          if (f.value !== undefined) base.andWhere(`${c} >= :${p}a`, { [`${p}a`]: bind(f.value) });
          if (f.to !== undefined) base.andWhere(`${c} <= :${p}b`, { [`${p}b`]: bind(f.to) });
          break;
      }
    });
    if (query.asOf) {
      // Only records with a version in force that day: created later, they did not exist then.
      base.andWhere(`r.id IN (SELECT v.record_id FROM record_version v WHERE v.resource = :asOfResource AND v.effective_from <= :asOf)`, { asOfResource: def.name, asOf: query.asOf });
    }
    return base;
  }

  /** Each presented record with the values of its version in force on `asOf` (ListQuery.asOf). */
  private async asOfValues(rows: Row[], asOf: string | undefined): Promise<Row[]> {
    if (!asOf || !rows.length) return rows;
    const inForce = await versionsInForce(this.ctx.ds.manager, this.ctx.def, asOf, rows.map((r) => Number(r.id)));
    return rows.map((row) => {
      const v = inForce.get(Number(row.id));
      return v ? { ...row, ...v.snapshot, versionInForce: v.version } : row;
    });
  }

  /**
   * The number of matching rows; with a `cap`, counting stops past it (the answer is then cap + 1):
   * the rows are counted from a subquery limited to cap + 1, so 800,000 matching orders cost what
   * 10,001 do, and no cache is needed to keep a page turn fast.
   */
  private async total(base: SelectQueryBuilder<Row>, query: ListQuery, admin: CurrentAdmin, cap?: number): Promise<number> {
    const { def, counts } = this.ctx;
    const scope = this.scope.ownerScopeOf(admin);
    // getCount() would emit COUNT(DISTINCT id); a plain COUNT is what the index can answer fast.
    const count = async () => {
      if (cap === undefined) return Number((await base.clone().select('COUNT(1)', 'total').getRawOne<{ total: number | string }>())?.total ?? 0);
      const [sql, parameters] = base.clone().select('1', 'one').limit(cap + 1).getQueryAndParameters();
      const [row] = (await this.ctx.ds.query(`SELECT COUNT(1) AS total FROM (${sql}) matching`, parameters)) as Array<{ total: number | string }>;
      return Number(row?.total ?? 0);
    };
    // a membership (the tickets I follow) changes with writes to another resource: counted each time, by its index
    if (query.filters.some((f) => f.op === 'member')) return count();
    const filterKey = JSON.stringify([query.filters, query.asOf ?? null, scope?.ownerId ?? null, partitionScope(def, admin, 'view')?.values ?? null, cap ?? null]);
    const cached = counts.get(def.name, filterKey);
    if (cached !== undefined) return cached;
    const total = await count();
    counts.set(def.name, filterKey, total);
    return total;
  }
}
