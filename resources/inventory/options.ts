/** The inventory domain's option sets (docs/domain.md "Inventory"). */

/** Movement types, the codes of libs/inventory's MOVEMENT_TYPE. */
export const MOVEMENT_TYPE_OPTIONS = [
  { value: 1, label: { en: 'Receive', zh: '收货' } },
  { value: 2, label: { en: 'Allocate', zh: '分配' } },
  { value: 3, label: { en: 'Release', zh: '释放' } },
  { value: 4, label: { en: 'Pick', zh: '拣货' } },
  { value: 5, label: { en: 'Ship', zh: '发货' } },
  { value: 6, label: { en: 'Return', zh: '退货入库' } },
  { value: 7, label: { en: 'Adjust', zh: '调整' } },
  { value: 8, label: { en: 'Reverse', zh: '冲销' } },
] as const;

/** What a location is for: batch picking walks the pick locations in their pick sequence. */
export const LOCATION_KIND_OPTIONS = [
  { value: 1, label: { en: 'Pick', zh: '拣货位' } },
  { value: 2, label: { en: 'Bulk', zh: '存储位' } },
  { value: 3, label: { en: 'Receiving', zh: '收货区' } },
  { value: 4, label: { en: 'Damage', zh: '残次品区' } },
] as const;

/** Lithium batteries a product is or carries, by their UN numbers (IATA/DOT shipping rules differ per kind). */
export const LITHIUM_OPTIONS = [
  { value: 1, label: { en: 'No lithium battery', zh: '不含锂电池' } },
  { value: 2, label: { en: 'Li-ion contained in equipment (UN3481)', zh: '锂离子电池，装于设备中（UN3481）' } },
  { value: 3, label: { en: 'Li-ion packed with equipment (UN3481)', zh: '锂离子电池，与设备包装在一起（UN3481）' } },
  { value: 4, label: { en: 'Li-ion batteries only (UN3480)', zh: '单独锂离子电池（UN3480）' } },
  { value: 5, label: { en: 'Li-metal contained in equipment (UN3091)', zh: '锂金属电池，装于设备中（UN3091）' } },
  { value: 6, label: { en: 'Li-metal packed with equipment (UN3091)', zh: '锂金属电池，与设备包装在一起（UN3091）' } },
  { value: 7, label: { en: 'Li-metal batteries only (UN3090)', zh: '单独锂金属电池（UN3090）' } },
] as const;

export const DIMENSION_UNIT_OPTIONS = [
  { value: 'IN', label: { en: 'in', zh: '英寸' } },
  { value: 'CM', label: { en: 'cm', zh: '厘米' } },
] as const;

export const WEIGHT_UNIT_OPTIONS = [
  { value: 'LB', label: { en: 'lb', zh: '磅' } },
  { value: 'OZ', label: { en: 'oz', zh: '盎司' } },
  { value: 'KG', label: { en: 'kg', zh: '千克' } },
  { value: 'G', label: { en: 'g', zh: '克' } },
] as const;
