import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { bilingual, todayIn } from '@console/contracts';
import { clientSurcharge, surcharge } from '@console/resources';
import { writableFields } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import type { BoundRecordWriter } from '../../engine/record-writer';
import { versionsOf } from '../../engine/versions/record-versions';

/** The fields that change what a surcharge charges: editing one while it is in use makes it Modified. */
const PRICING_FIELDS = ['carrier', 'effectiveService', 'appliesWhen', 'whenZones', 'whenOver', 'calculation', 'value', 'rateBase', 'multiplyByPackageCount', 'excludeFromFuel', 'offRatePercent', 'levelRule', 'limitAmount'];

/**
 * The surcharge's lifecycle (resources/pricing/surcharge.ts): level status New -> Using ->
 * Modified, Restore back to the version in use, a percent of at most 1000 % (the rate engine's
 * bound, refused on save rather than at quote time).
 */
@Injectable()
export class SurchargeHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(surcharge, {
      beforeCreate: (row) => {
        assertPercent(row as Row);
        row.levelStatus = 'NEW';
      },
      beforeUpdate: (current, changes) => {
        assertPercent({ ...current, ...changes } as Row);
        const touched = PRICING_FIELDS.some((key) => key in changes && JSON.stringify(changes[key as keyof typeof changes]) !== JSON.stringify(current[key as keyof typeof current]));
        if (touched && (current.levelStatus === 'USING' || current.levelStatus === 'MODIFIED')) changes.levelStatus = 'MODIFIED';
      },
      actions: {
        restore: async (current, { records, em }) => this.restore(current, records, em),
      },
    }));
    // A client's deal on a surcharge puts it in use.
    registry.register(defineHooks(clientSurcharge, {
      beforeCreate: (row, { em, records }) => this.markUsing(em, records, [Number(row.surchargeId)]),
      beforeUpdate: (_current, changes, { em, records }) => (changes.surchargeId !== undefined ? this.markUsing(em, records, [Number(changes.surchargeId)]) : undefined),
      // A deal in force since a day on or before today is in use (quotes of those days were priced
      // with it); one dated ahead may still be removed. 02 §8's wording for this screen.
      beforeDelete: (current, { admin }) => {
        if (String(current.effectiveFrom).slice(0, 10) <= todayIn(admin.timeZone)) throw new AppException(409, 'clientSurchargeInUse');
      },
    }));
  }

  /**
   * A client's deal or a kept (rated) shipment now uses these surcharges: New ones become Using.
   * A Modified one stays Modified: its change is what Restore undoes.
   */
  async markUsing(em: EntityManager, records: BoundRecordWriter, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const rows = await em.getRepository(entitySchemaOf(surcharge)).findBy({ id: In(ids), levelStatus: In(['NEW']) });
    for (const row of rows) await records.update(surcharge, Number(row.id), { levelStatus: 'USING' }, { before: row });
  }

  /** Restore: the last version that was in use becomes current again, as a new version in use. */
  private async restore(current: Row, records: BoundRecordWriter, em: EntityManager): Promise<Row> {
    if (current.levelStatus !== 'MODIFIED') throw new AppException(409, 'surchargeNotModified');
    const id = Number(current.id);
    const inUse = (await versionsOf(em, surcharge, id)).find((v) => v.snapshot.levelStatus === 'USING');
    if (!inUse) throw new AppException(409, 'surchargeNotModified');
    const values: Row = {};
    for (const [key] of writableFields(surcharge, 'update')) if (key in inUse.snapshot) values[key] = inUse.snapshot[key];
    return records.update(surcharge, id, { ...values, levelStatus: 'USING' }, { before: current, rolledBackFrom: inUse.version });
  }
}

function assertPercent(row: Row): void {
  if (row.calculation === 'PERCENT' && Number(row.value) > 1000) {
    throw badRequest('invalidData', {}, { errors: [{ field: 'value', ...bilingual('surchargePercentTooHigh') }] });
  }
}
