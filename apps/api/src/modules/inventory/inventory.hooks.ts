import { Injectable } from '@nestjs/common';
import { inventory, location, product } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { entitySchemaOf } from '../../engine/entity-schema';
import { InventoryController } from './inventory.controller';
import { StockService } from './stock.service';

const HAS_STOCK = {
  product: { en: 'This product has stock records: it cannot be deleted (set it inactive instead)', zh: '该产品有库存记录，不能删除（可改为停用）' },
  location: { en: 'This location has stock records: it cannot be deleted (set it inactive instead)', zh: '该库位有库存记录，不能删除（可改为停用）' },
};

/**
 * The inventory screens' actions: the list's Receive (the same receipt as
 * `POST /api/inventory/receive`) and a row's Adjust (a movement in the action's transaction);
 * and products and locations that stock names are never deleted (their movements name them).
 */
@Injectable()
export class InventoryHooks {
  constructor(registry: HookRegistry, stock: StockService, controller: InventoryController) {
    registry.register(defineHooks(inventory, {
      listActions: {
        receive: async ({ admin, input }) => stock.shown(await controller.receiveFor(admin, input), admin),
      },
      actions: {
        adjust: async (current, { em, admin, input }) =>
          (await stock.adjustIn(em, Number(current.id), { standard: Number(input?.standard ?? 0), damage: Number(input?.damage ?? 0) }, { operator: admin.userName, note: String(input?.note ?? '') })).after,
      },
    }));
    const rows = () => entitySchemaOf(inventory);
    registry.register(defineHooks(product, {
      beforeDelete: async (current, { em }) => {
        if (await em.getRepository(rows()).exists({ where: { productId: Number(current.id) } })) throw new AppException(409, HAS_STOCK.product);
      },
    }));
    registry.register(defineHooks(location, {
      beforeDelete: async (current, { em }) => {
        if (await em.getRepository(rows()).exists({ where: { locationId: Number(current.id) } })) throw new AppException(409, HAS_STOCK.location);
      },
    }));
  }
}
