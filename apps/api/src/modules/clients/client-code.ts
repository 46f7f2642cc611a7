import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import { entitySchemaOf } from '../../engine/entity-schema';

/**
 * A client's code for `def`'s `clientId`: the kind's letter and `digits` digits (W1234567 a WMS organisation, L1234567 a label-server client), drawn until unused; the
 * unique index is the last word on a race.
 */
export async function newClientCode(em: EntityManager, def: ResourceDef, prefix: string, digits: number): Promise<string> {
  const repo = em.getRepository(entitySchemaOf(def));
  for (;;) {
    const code = `${prefix}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await repo.existsBy({ clientId: code }))) return code;
  }
}

/**
 * An OMS client's code: C, the year and a number of four digits (C20260417), the seeded clients'
 * format. Drawn until unused; a year that has used most of its 9,000 numbers draws from five
 * digits, then six (C202612345), so the draw always ends.
 */
export async function newYearClientCode(em: EntityManager, def: ResourceDef, prefix: string, now: Date = new Date()): Promise<string> {
  const repo = em.getRepository(entitySchemaOf(def));
  const year = now.getUTCFullYear();
  for (let attempt = 0; ; attempt++) {
    const digits = 4 + Math.floor(attempt / 20);
    const code = `${prefix}${year}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await repo.existsBy({ clientId: code }))) return code;
  }
}
