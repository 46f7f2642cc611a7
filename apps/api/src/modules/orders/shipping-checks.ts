import type { EntityManager } from 'typeorm';
import type { FieldError } from '@console/contracts';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { ResourceHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { withValidations } from './address-validation';
import type { LabelledKind } from './labels/labelled-kind';
import { addressProblems, assertPackageCount, lineOf, orderOfRow, packageProblems, refuse, serviceOf } from './order-rules';

/**
 * What an order that leaves on a label is checked for when it is written (parcel and cross-dock
 * orders): the service is one of the shipping account's carrier, the addresses written
 * (`written`: the whole row on a create, the changes on an update) pass the address form of 02
 * §5 for that carrier line, with the caller's own problems of the whole order (`extra`); the
 * addresses keep their validation (address-validation.ts) and the order takes the service's
 * carrier. `current`: the row before an update.
 */
export async function checkShipping(em: EntityManager, written: Row, current: Row | undefined, extra: (merged: Row) => FieldError[] = () => []): Promise<void> {
  const merged = { ...current, ...written } as Row;
  const { carrier, serviceCode } = await serviceOf(em, Number(merged.shippingAccountId), Number(merged.carrierServiceId));
  const errors = [...addressProblems(written, lineOf(carrier, serviceCode)), ...extra(merged)];
  if (errors.length) refuse(errors);
  withValidations(written, { carrier, serviceCode });
  if (!current || Number(current.carrier) !== carrier) written.carrier = carrier || null;
}

/**
 * The packages' hooks of a labelled order (02 §5 Parcel dimensions against the order's carrier;
 * Parcel order: one package for USPS and FedEx SmartPost, 20 without a carrier).
 */
export function packageHooks(kind: LabelledKind): ResourceHooks {
  return {
    beforeCreate: async (row, ctx) => {
      const { line } = await orderOfRow(ctx.em, Number(row[kind.foreignKey]), kind.order);
      const errors = packageProblems(row as Row, line);
      if (errors.length) refuse(errors);
      // the rows of this order written so far (removed ones are gone first), and this one
      assertPackageCount((await ctx.em.getRepository(entitySchemaOf(kind.packages)).countBy({ [kind.foreignKey]: Number(row[kind.foreignKey]) })) + 1, line);
    },
    beforeUpdate: async (current, changes, ctx) => {
      const { line } = await orderOfRow(ctx.em, Number(current[kind.foreignKey]), kind.order);
      const errors = packageProblems({ ...current, ...changes } as Row, line);
      if (errors.length) refuse(errors);
    },
  };
}
