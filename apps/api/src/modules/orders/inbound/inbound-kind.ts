import { inboundOrder, inboundOrderLine, inboundReceipt } from '@console/resources';
import type { ReceivingKind } from '../receiving/receiving-kind';

/** Inbound orders as the receiving code reads them: receipts count standard and damage units of a line in. */
export const INBOUND: ReceivingKind = {
  order: inboundOrder,
  line: inboundOrderLine,
  handled: inboundReceipt,
  foreignKey: 'inboundOrderId',
  expected: 'expectedQty',
  done: ['receivedStandard', 'receivedDamage'],
  deltasOf: (receipt) => ({ receivedStandard: Number(receipt.standard ?? 0), receivedDamage: Number(receipt.damage ?? 0) }),
  quantityField: (receipt) => (Number(receipt.standard ?? 0) > 0 ? 'standard' : 'damage'),
  totals: { expectedQty: ['expectedQty'], receivedStandard: ['receivedStandard'], receivedDamage: ['receivedDamage'] },
  messages: {
    linesRequired: 'inboundLinesRequired', notAwaiting: 'inboundNotAwaiting', skuNotOnOrder: 'inboundSkuNotOnOrder', over: 'inboundOverReceipt',
    hasRecords: 'inboundHasReceipts', nothingDone: 'inboundNothingReceived', closed: 'inboundClosed',
  },
};
