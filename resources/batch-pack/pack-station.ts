import { decimal, definePage, enumOf, text } from '@console/metadata';
import { PACKAGE_WEIGHT_UNIT_OPTIONS } from './options';

/**
 * WMS > Pack Station (02 §2 Batch and pack: pack work for a batch or an order; 02 §8 the pack
 * messages): the handwritten, scanner-first screen packers stand at. A scanner types a code and
 * presses Enter: a batch number or an order number opens the work, a product's SKU or FNSKU is
 * packed into its order, a packaging material's barcode closes the box; the weight (typed, or
 * read from the scale) finishes the order, creates its label and prints it. Each scan answers
 * with a colour and a sound. The work lives on the server (`/api/batch-pack/station`), so a
 * closed browser resumes where it was. apps/web screens/batch-pack/PackStationPage.tsx.
 */
export const packStation = definePage({
  name: 'pack-station',
  label: { en: 'Pack Station', zh: '打包台' },
  menu: { group: 'wms', order: 23, section: 'batchPack' },
  permission: { module: 'wms', sub: 'batch-pack' },
  screen: 'batch-pack/pack-station',
});

/** `POST /api/batch-pack/station/scan`: what the scanner typed before its Enter. */
export const PACK_SCAN_INPUT = {
  code: text({ en: 'Scan', zh: '扫描' }, { required: true, maxLength: 64, rules: ['trim'] }),
};

/** `POST /api/batch-pack/station/finish`: the package's weight, typed or read from the scale (its dimensions are the packaging material's). */
export const PACK_FINISH_INPUT = {
  weight: decimal({ en: 'Weight', zh: '重量' }, { required: true, scale: 3, min: 0.001, max: 99999 }),
  weightUnit: enumOf({ en: 'Weight Unit', zh: '重量单位' }, PACKAGE_WEIGHT_UNIT_OPTIONS, { required: true, default: 'lb', maxLength: 2 }),
};
