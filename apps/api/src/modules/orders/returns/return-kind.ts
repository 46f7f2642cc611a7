import { INSPECTION_RESULT, returnInspection, returnOrder, returnOrderLine } from '@console/resources';
import type { ReceivingKind } from '../receiving/receiving-kind';

/** The line's quantity each inspection result adds to. */
const DONE_BY_RESULT: Record<number, string> = { [INSPECTION_RESULT.RESTOCK]: 'restocked', [INSPECTION_RESULT.RESTOCK_DAMAGE]: 'damaged', [INSPECTION_RESULT.DISPOSE]: 'disposed' };

/** Returns as the receiving code reads them: inspections restock (as standard or damage) or dispose of a line's units. */
export const RETURNS: ReceivingKind = {
  order: returnOrder,
  line: returnOrderLine,
  handled: returnInspection,
  foreignKey: 'returnOrderId',
  expected: 'qty',
  done: ['restocked', 'damaged', 'disposed'],
  deltasOf: (inspection) => ({ [DONE_BY_RESULT[Number(inspection.result)] ?? 'restocked']: Number(inspection.qty ?? 0) }),
  quantityField: () => 'qty',
  totals: { expectedQty: ['qty'], inspectedQty: ['restocked', 'damaged', 'disposed'] },
  messages: {
    linesRequired: 'returnLinesRequired', notAwaiting: 'returnNotAwaiting', skuNotOnOrder: 'returnSkuNotOnOrder', over: 'returnOverInspected',
    hasRecords: 'returnHasInspections', nothingDone: 'returnNothingInspected', closed: 'returnClosed',
  },
};
