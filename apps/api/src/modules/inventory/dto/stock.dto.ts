import { MOVEMENT_INPUT, RECEIVE_INPUT, REVERSE_INPUT } from '@console/resources';
import { RefuseUnknownFields } from '../../../core/validation/refuse-unknown';
import { FieldOf } from '../../../engine/field-of';

/** `POST /api/inventory/receive`: stock into a place, by RECEIVE_INPUT's rules (the Receive dialog's). */
@RefuseUnknownFields()
export class ReceiveStockDto {
  @FieldOf(RECEIVE_INPUT.warehouseId) warehouseId!: number;
  @FieldOf(RECEIVE_INPUT.locationId) locationId!: number;
  @FieldOf(RECEIVE_INPUT.clientId) clientId!: number;
  @FieldOf(RECEIVE_INPUT.sku) sku!: string;
  @FieldOf(RECEIVE_INPUT.lotDate) lotDate?: string | null;
  @FieldOf(RECEIVE_INPUT.standard) standard?: number | null;
  @FieldOf(RECEIVE_INPUT.damage) damage?: number | null;
  @FieldOf(RECEIVE_INPUT.orderNo) orderNo?: string | null;
  @FieldOf(RECEIVE_INPUT.note) note?: string | null;
}

/** `POST /api/inventory/{id}/movements`: one movement on a stock row, by MOVEMENT_INPUT's rules. */
@RefuseUnknownFields()
export class StockMovementDto {
  @FieldOf(MOVEMENT_INPUT.movementType) movementType!: number;
  @FieldOf(MOVEMENT_INPUT.quantity) quantity?: number | null;
  @FieldOf(MOVEMENT_INPUT.standard) standard?: number | null;
  @FieldOf(MOVEMENT_INPUT.damage) damage?: number | null;
  @FieldOf(MOVEMENT_INPUT.orderNo) orderNo?: string | null;
  @FieldOf(MOVEMENT_INPUT.note) note?: string | null;
}

/** `POST /api/inventory/movements/{id}/reverse`. */
@RefuseUnknownFields()
export class ReverseMovementDto {
  @FieldOf(REVERSE_INPUT.note) note!: string;
}
