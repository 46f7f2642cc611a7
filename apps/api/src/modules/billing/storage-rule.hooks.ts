import { Injectable } from '@nestjs/common';
import {
  INVALID_AMOUNT, INVENTORY_AGE_FIRST, PALLET_NUMBER, RECEIVE_NEEDS_PER_PACKAGE, checkStorageRule, translateBillingMessage,
  type StorageRule,
} from '@console/billing';
import { Decimal } from '@console/contracts';
import { ADVANCED_STORAGE, storageRule } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { leavePlans } from './plan-membership';

/** Cubic metres in a cubic foot (0.3048 m cubed, exact): a pallet volume given in CBM reaches the engine in CBF. */
const CBM_PER_CBF = new Decimal('0.028316846592');

/** The engine's (or 02 §5's) message in both languages, under the field it is about. */
function refusal(message: string, field: string): AppException {
  const said = { en: message, zh: translateBillingMessage(message, 'zh') };
  return new AppException(400, said, {}, { errors: [{ field, message: said.en, zhMessage: said.zh }] });
}

/** The field a message of the engine's storage checks is about: the pallet setting at fault, the price, else the free days. */
function fieldOf(message: string, row: Row): string {
  if (message === INVALID_AMOUNT) return 'price';
  if (message !== PALLET_NUMBER) return 'freeDays';
  if (!(Number(row.palletVolume) > 0)) return 'palletVolume';
  return Number(row.minVolume ?? 0) < 0 ? 'minVolume' : 'skuTypesPerPallet';
}

function inCbf(value: unknown, unit: unknown): string {
  const text = String(value ?? '0');
  return unit === 'cbm' ? new Decimal(text).div(CBM_PER_CBF).toString() : text;
}

/** A stored (or about to be stored) storage rule as the charge engine reads one. */
export function engineStorageRuleOf(row: Row): StorageRule {
  const pallet = row.unit === 'PALLET_DAY'
    ? {
      cbfPerPallet: inCbf(row.palletVolume, row.palletVolumeUnit),
      skuTypesPerPallet: Number(row.skuTypesPerPallet),
      minCbf: inCbf(row.minVolume, row.palletVolumeUnit),
    }
    : undefined;
  return {
    quantityType: row.quantityType as StorageRule['quantityType'],
    unit: row.unit as StorageRule['unit'],
    price: String(row.price ?? '0'),
    roundUp: Boolean(row.roundUp),
    // the free days count only by inventory age (checked first, below)
    freeDays: row.byInventoryAge ? Number(row.freeDays ?? 0) : 0,
    pallet,
  };
}

/**
 * What is wrong with a storage rule about to be stored, in 02 §5's order of a form: the inventory
 * age before a free period; receive timing only per package, for each advanced kind switched on;
 * then the charge engine's own storage checks, so that a rule saved is one the daily storage job
 * can price. The message (the engine's English) and the field it belongs under, or null.
 */
export function storageRuleProblem(row: Row): { message: string; field: string } | null {
  if (Number(row.freeDays ?? 0) > 0 && !row.byInventoryAge) return { message: INVENTORY_AGE_FIRST, field: 'freeDays' };
  for (const { prefix } of ADVANCED_STORAGE) {
    if (row[`${prefix}Storage`] && row[`${prefix}Timing`] === 'RECEIVE' && row[`${prefix}ChargeMethod`] !== 'PER_PACKAGE') {
      return { message: RECEIVE_NEEDS_PER_PACKAGE, field: `${prefix}Timing` };
    }
  }
  const verdict = checkStorageRule(engineStorageRuleOf(row));
  return verdict.ok ? null : { message: verdict.message, field: fieldOf(verdict.message, row) };
}

/**
 * Storage rules (resources/billing/storage-rule.ts): every save is refused with its problem, if it
 * has one; deactivated or deleted, a rule leaves the billing plans holding it (plan-membership.ts).
 */
@Injectable()
export class StorageRuleHooks {
  constructor(registry: HookRegistry) {
    const check = (row: Row) => {
      const problem = storageRuleProblem(row);
      if (problem) throw refusal(problem.message, problem.field);
    };
    registry.register(defineHooks(storageRule, {
      beforeCreate: (row) => check(row as Row),
      beforeUpdate: (current, changes) => check({ ...current, ...changes } as Row),
      beforeDelete: (current, { em, records, admin }) => leavePlans(em, records, admin, 'storageRuleIds', current as Row),
      actions: {
        deactivate: async (current, { em, records, admin }) => {
          await leavePlans(em, records, admin, 'storageRuleIds', current as Row);
          return records.update(storageRule, Number(current.id), { status: 2 });
        },
      },
    }));
  }
}
