import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { CALCULATION_SUBJECT_OF_RULE, pricingLevel } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import type { BoundRecordWriter } from '../../engine/record-writer';

/**
 * A pricing level's rules (resources/pricing/pricing-level.ts): its calculation subject follows
 * its rule, and exactly one level is the default — the first level is, setting another moves the
 * mark in the same transaction, and the default cannot be unset or deleted.
 */
@Injectable()
export class PricingLevelHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(pricingLevel, {
      beforeCreate: async (row, { em, records }) => {
        row.calculationSubject = CALCULATION_SUBJECT_OF_RULE[String(row.defaultRule)];
        const levels = em.getRepository(entitySchemaOf(pricingLevel));
        if (!(await levels.existsBy({ isDefault: true }))) row.isDefault = true;
        else if (row.isDefault) await this.clearDefault(em, records);
      },
      beforeUpdate: async (current, changes, { em, records }) => {
        if (changes.defaultRule !== undefined) changes.calculationSubject = CALCULATION_SUBJECT_OF_RULE[String(changes.defaultRule)];
        if (changes.isDefault === false && current.isDefault) throw new AppException(409, 'defaultLevelRequired');
        if (changes.isDefault && !current.isDefault) await this.clearDefault(em, records, Number(current.id));
      },
    }));
  }

  /** The default mark leaves whichever level has it (each change audited and versioned). */
  private async clearDefault(em: EntityManager, records: BoundRecordWriter, except?: number): Promise<void> {
    const levels = em.getRepository(entitySchemaOf(pricingLevel));
    const marked = await levels.findBy({ isDefault: true, ...(except ? { id: Not(except) } : {}) });
    for (const level of marked) await records.update(pricingLevel, Number(level.id), { isDefault: false }, { before: level as Row });
  }
}
