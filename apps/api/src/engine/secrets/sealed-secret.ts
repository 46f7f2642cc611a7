import { In, type EntityManager } from 'typeorm';
import type { ResourceDef } from '@console/metadata';
import type { SecretBox } from '../../core/crypto/secret-box';
import { entitySchemaOf } from '../entity-schema';
import type { Row } from '../hooks';

/** The three fields of one secret in a definition: what the form sends, where the ciphertext lives, what readers see. */
export interface SecretFields {
  /** A writeOnly field: the secret as typed (never stored, never returned). */
  input: string;
  /** A serverOnly field: the AES-256-GCM ciphertext (SecretBox). */
  column: string;
  /** A computed boolean field: whether a secret is stored. */
  flag: string;
}

/**
 * One secret a record keeps for the platform to use (a mail host's password, a carrier
 * account's API key), for a resource's hooks: sealed on create and on an update that sends
 * one (an empty value keeps the stored secret), never returned, and read back in the clear
 * only by the module that uses it (`open`).
 */
export class SealedSecret {
  constructor(private readonly box: SecretBox, private readonly def: ResourceDef, private readonly fields: SecretFields) {}

  /** beforeCreate / beforeUpdate: the typed secret, sealed into its column. */
  seal(target: Row, input: Row | undefined): void {
    const typed = input?.[this.fields.input];
    if (typed !== undefined && typed !== null && typed !== '') target[this.fields.column] = this.box.seal(String(typed));
  }

  /** afterRead: whether each record holds a secret, in one query for the page. */
  async flag(rows: Row[], em: EntityManager): Promise<void> {
    const ids = rows.map((r) => r.id as number);
    const sealed = await em.getRepository(entitySchemaOf(this.def)).find({ select: { id: true, [this.fields.column]: true }, where: { id: In(ids) } });
    const stored = new Set(sealed.filter((r) => r[this.fields.column]).map((r) => Number(r.id)));
    for (const row of rows) row[this.fields.flag] = stored.has(row.id as number);
  }

  /** The secret in the clear, for the module that uses it; null when none is stored. */
  async open(em: EntityManager, id: number): Promise<string | null> {
    const row = await em.getRepository(entitySchemaOf(this.def)).findOne({ select: { id: true, [this.fields.column]: true }, where: { id } });
    const sealed = row?.[this.fields.column];
    return sealed ? this.box.open(String(sealed)) : null;
  }
}
