import type { DomainIndex } from '@console/metadata';
import { packScan } from './pack-scan';
import { packSession } from './pack-session';
import { packStation } from './pack-station';
import { packagingMaterial } from './packaging-material';
import { pickBatch } from './pick-batch';
import { pickBatchLine } from './pick-batch-line';
import { pickBatchOrder } from './pick-batch-order';

export { packScan, packSession, packStation, packagingMaterial, pickBatch, pickBatchLine, pickBatchOrder };
export * from './options';
export { PACK_MODE_OPTIONS } from './pack-session';
export { PACK_FINISH_INPUT, PACK_SCAN_INPUT } from './pack-station';

/** Batch and pack (02 §2): batches with their orders and pick lists, the packaging materials, the pack station and what it keeps (sessions, scans). */
export default {
  resources: [pickBatch, pickBatchOrder, pickBatchLine, packagingMaterial, packSession, packScan],
  pages: [packStation],
} satisfies DomainIndex;
