import { Injectable } from '@nestjs/common';
import { featureFlag, orgGroup } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { HookRegistry, defineHooks } from '../../engine/hooks';

const ACTIVE = 1;
const INACTIVE = 2;

/** Domain rules of the Tech resources, plugged into the generic engine by name. */
@Injectable()
export class TechHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(orgGroup, {
      // System groups back built-in behaviour (e.g. internal QA targeting); they stay.
      beforeDelete: (current) => {
        if (current.isSystemGroup) throw new AppException(409, 'systemGroupLocked');
      },
    }));
    registry.register(defineHooks(featureFlag, {
      actions: {
        toggle: async (current, { em }) => {
          const status = current.status === ACTIVE ? INACTIVE : ACTIVE;
          await em.createQueryBuilder().update(entitySchemaOf(featureFlag))
            .set({ status, updateTime: new Date(), version: () => 'version + 1' })
            .where('id = :id', { id: current.id }).execute();
          return em.getRepository(entitySchemaOf(featureFlag)).findOneBy({ id: current.id });
        },
      },
    }));
  }
}

