import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { convertWeight, type WeightUnit } from '@console/carriers';
import { clientOrder, packagingMaterial, product } from '@console/resources';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { stationOrders } from './pack-orders';

/** A reading of the station's scale. */
export interface ScaleReading { weight: string; weightUnit: 'lb' }

/**
 * The pack station's scale (02 §2 Batch and pack: the package's weight typed, or read from a
 * scale). A real scale is read by the station's computer over USB or serial; the server's
 * adapter answers the reading for the packer's order. Swap the provider for a real one.
 */
export abstract class PackScale {
  abstract read(em: EntityManager, orderId: number, materialId: number | null): Promise<ScaleReading>;
}

/**
 * The sandbox scale: what the box would weigh, deterministically: each packed unit's product
 * weight (its unit, converted) plus the packaging material's own, in pounds to 3 decimals (0.1 lb
 * when nothing in it has a weight, so a reading is never zero).
 */
@Injectable()
export class SandboxScale extends PackScale {
  async read(em: EntityManager, orderId: number, materialId: number | null): Promise<ScaleReading> {
    const [order] = await stationOrders(em, [orderId]);
    const header = await em.getRepository(entitySchemaOf(clientOrder)).findOneBy({ id: orderId }) as Row | null;
    const skus = order ? [...new Set(order.items.map((i) => i.sku))] : [];
    const products = skus.length && header
      ? await em.getRepository(entitySchemaOf(product)).createQueryBuilder('p').where('p.clientId = :c AND p.sku IN (:...skus)', { c: Number(header.clientId), skus }).getMany() as Row[]
      : [];
    const unitLb = new Map(products.map((p) => [String(p.sku), pounds(p.weight, p.weightUnit)]));
    let total = (order?.items ?? []).reduce((sum, i) => sum + i.packed * (unitLb.get(i.sku) ?? 0), 0);
    if (materialId) {
      const material = await em.getRepository(entitySchemaOf(packagingMaterial)).findOneBy({ id: materialId }) as Row | null;
      if (material) total += pounds(material.weight, material.weightUnit);
    }
    return { weight: (total > 0 ? total : 0.1).toFixed(3), weightUnit: 'lb' };
  }
}

function pounds(weight: unknown, unit: unknown): number {
  const value = Number(weight ?? 0);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return convertWeight(value, String(unit ?? 'lb').toLowerCase() as WeightUnit, 'lb');
}
