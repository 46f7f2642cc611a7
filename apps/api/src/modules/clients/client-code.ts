import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import { entitySchemaOf } from '../../engine/entity-schema';

/**
 * A client's code for `def`'s `clientId`: the kind's letter and `digits` digits (C12345678 an OMS
 * client, W1234567 a WMS organisation, L1234567 a label-server client), drawn until unused; the
 * unique index is the last word on a race.
 */
export async function newClientCode(em: EntityManager, def: ResourceDef, prefix: string, digits: number): Promise<string> {
  const repo = em.getRepository(entitySchemaOf(def));
  for (;;) {
    const code = `${prefix}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    if (!(await repo.existsBy({ clientId: code }))) return code;
  }
}
