import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RECEIVE_NEEDS_PER_PACKAGE, checkChargeItems, translateBillingMessage } from '@console/billing';
// one mapping of a record to the engine's item, shared with the rule editor's preview (resources/billing/charge-item-engine.ts)
import { chargeItem, engineItemOf, workOrderType } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { leavePlans } from './plan-membership';

/** 02 §4's message, in its own words. */
export const WORK_ORDER_TYPE_DEACTIVATED = {
  en: 'This workOrderType has been deactivated. This Charge cannot be activate',
  zh: '该工单类型已停用，此收费项不能启用',
};

const ACTIVE = 1;
const INACTIVE = 2;

/** The engine's message in both languages, under the field it is about (the form shows it there). */
function refusal(message: string): AppException {
  const said = { en: message, zh: translateBillingMessage(message, 'zh') };
  const field = message === RECEIVE_NEEDS_PER_PACKAGE ? 'chargeTrigger' : 'rules';
  return new AppException(400, said, {}, { errors: [{ field, message: said.en, zhMessage: said.zh }] });
}

async function typeOf(em: EntityManager, id: unknown): Promise<Row | null> {
  return em.getRepository(entitySchemaOf(workOrderType)).findOneBy({ id: Number(id) }) as Promise<Row | null>;
}

/**
 * Charge items (resources/billing/charge-item.ts): each save is checked by the charge engine's own
 * item checks (@console/billing checkChargeItems), so what is saved is what charge() accepts,
 * refused with 02 §5's messages; an active item needs an active work order type (02 §4), on
 * Activate and on a save that keeps it active. Deactivated or deleted, it leaves the billing plans
 * holding it (plan-membership.ts).
 */
@Injectable()
export class ChargeItemHooks {
  constructor(registry: HookRegistry) {
    const check = async (em: EntityManager, row: Row) => {
      const type = await typeOf(em, row.workOrderTypeId);
      // an unknown type is the relation's own refusal, made by the engine's validation
      if (!type) return;
      if (Number(row.status) === ACTIVE && Number(type.status) !== ACTIVE) throw new AppException(409, WORK_ORDER_TYPE_DEACTIVATED);
      const verdict = checkChargeItems([engineItemOf(row, String(type.code))]);
      if (!verdict.ok) throw refusal(verdict.message);
    };
    registry.register(defineHooks(chargeItem, {
      beforeCreate: (row, { em }) => check(em, row as Row),
      beforeUpdate: (current, changes, { em }) => check(em, { ...current, ...changes } as Row),
      actions: {
        activate: async (current, { em, records }) => {
          const type = await typeOf(em, current.workOrderTypeId);
          if (!type || Number(type.status) !== ACTIVE) throw new AppException(409, WORK_ORDER_TYPE_DEACTIVATED);
          return records.update(chargeItem, Number(current.id), { status: ACTIVE });
        },
        deactivate: async (current, { em, records, admin }) => {
          await leavePlans(em, records, admin, 'chargeItemIds', current as Row);
          return records.update(chargeItem, Number(current.id), { status: INACTIVE });
        },
      },
      beforeDelete: (current, { em, records, admin }) => leavePlans(em, records, admin, 'chargeItemIds', current as Row),
    }));
  }
}
