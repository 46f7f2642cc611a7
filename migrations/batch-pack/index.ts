import { PickBatch1795918000000 } from './1795918000000-pick-batch';
import { PickBatchOrder1795918000100 } from './1795918000100-pick-batch-order';
import { PickBatchLine1795918000200 } from './1795918000200-pick-batch-line';
import { PackagingMaterial1795918000300 } from './1795918000300-packaging-material';
import { PackSession1795918000400 } from './1795918000400-pack-session';
import { PackScan1795918000500 } from './1795918000500-pack-scan';

/** The batch and pack tables (resources/batch-pack). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [PickBatch1795918000000, PickBatchOrder1795918000100, PickBatchLine1795918000200, PackagingMaterial1795918000300, PackSession1795918000400, PackScan1795918000500];
