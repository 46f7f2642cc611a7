import { Injectable } from '@nestjs/common';
import { featureFlag } from '@console/resources';
import { HookRegistry, defineHooks } from '../../engine/hooks';

const ACTIVE = 1;
const INACTIVE = 2;

/**
 * Domain rules of the Tech resources, plugged into the generic engine by name. (Org groups have
 * none: their system groups stay by the definition's deleteWhen, which the engine enforces.)
 */
@Injectable()
export class TechHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(featureFlag, {
      actions: {
        // through the RecordWriter: audited as 'toggle', version bumped, cached totals dropped
        toggle: (current, { records }) => records.update(featureFlag, current.id as number, {
          status: current.status === ACTIVE ? INACTIVE : ACTIVE,
        }, { before: current }),
      },
    }));
  }
}

