import { In, type EntityManager } from 'typeorm';
import { conditionHolds, type ResourceDef } from '@console/metadata';
import type { SecretBox } from '../../core/crypto/secret-box';
import { entitySchemaOf } from '../entity-schema';
import { defineHooks, type NamedHooks } from '../hooks';
import type { Row } from '../row';

/** The three fields of one secret in a definition: what the form sends, where the ciphertext lives, what readers see. */
interface SecretFields {
  /** A writeOnly field: the secret as typed (never stored, never returned). */
  input: string;
  /** A serverOnly field: the AES-256-GCM ciphertext (SecretBox). */
  column: string;
  /** A computed boolean field: whether a secret is stored. */
  flag: string;
  /** A returned field given the secret's last four characters ('•••• 6789') when one is sealed: a bank account told apart without its number. */
  mask?: string;
}

/** What a person may see of a secret: its last four characters. */
const maskOf = (secret: string): string => `•••• ${secret.replace(/[\s-]/g, '').slice(-4)}`;

/**
 * One secret a record keeps for the platform to use (a mail host's password, a carrier
 * account's API key), for a resource's hooks: sealed on create and on an update that sends
 * one (an empty value keeps the stored secret), never returned, and read back in the clear
 * only by the module that uses it (`open`).
 */
export class SealedSecret {
  constructor(private readonly box: SecretBox, private readonly def: ResourceDef, private readonly fields: SecretFields) {}

  /**
   * beforeCreate / beforeUpdate: the typed secret, sealed into its column. Given the record the
   * write produces, a conditional secret (a bank account number while the method is PayPal)
   * whose condition fails is cleared: its input was dropped by the engine, its column goes here.
   */
  seal(target: Row, input: Row | undefined, resulting?: Row): void {
    const when = this.def.fields[this.fields.input]?.visibleWhen;
    if (when && resulting && !conditionHolds(when, resulting)) {
      if (resulting[this.fields.column] !== null && resulting[this.fields.column] !== undefined) target[this.fields.column] = null;
      return;
    }
    const typed = input?.[this.fields.input];
    if (typed === undefined || typed === null || typed === '') return;
    target[this.fields.column] = this.box.seal(String(typed));
    if (this.fields.mask) target[this.fields.mask] = maskOf(String(typed));
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

/**
 * The hooks a resource whose only domain logic is its secrets needs (a shipping account's API
 * credentials, a receiving account's bank number): each secret sealed on create and on an
 * update, with the record the write produces (so a conditional one whose condition fails is
 * cleared), and flagged on read. A resource with more logic calls the steps itself.
 */
export function sealedSecretHooks(def: ResourceDef, secrets: readonly SealedSecret[]): NamedHooks {
  return defineHooks(def, {
    beforeCreate: (row, { input }) => { for (const s of secrets) s.seal(row, input, row); },
    beforeUpdate: (current, changes, { input }) => { for (const s of secrets) s.seal(changes, input, { ...current, ...changes }); },
    afterRead: async (rows, { em }) => { for (const s of secrets) await s.flag(rows, em); },
  });
}
