import { defineResource, enumOf, file, integer, longText, relation, text } from '@console/metadata';
import { LABEL_IMPORT_STATUS, LABEL_IMPORT_STATUS_OPTIONS } from './options';

/**
 * Orders > Label Import (02 §2 Parcel outbound: 'Users import a shipping label, either a single
 * order or a batch PDF'; 02 §5 Label import: client, warehouse, tag and a PDF file whose name is
 * the order number, several joined by underscores). On create the orders hook reads the order
 * numbers from the file name, checks each is an order of that client and warehouse without a
 * label, and that the PDF has one page per order; it then splits the PDF one page per order,
 * keeps each page as that order's label (its Print Label) with tracking status label created,
 * and ends in success, or in failed with the reason per order (02 §4 Label import status).
 * Imported labels are not priced: no money moves and no rated shipment is written (the carrier
 * billed them elsewhere); their tracking number comes from the tracking import.
 */
export const labelImport = defineResource({
  name: 'label-import',
  table: 'label_import',
  label: { en: 'Label Import', zh: '面单导入' },
  singular: { en: 'Label Import', zh: '面单导入' },
  menu: { group: 'fulfillment', order: 7 },
  permission: { module: 'fulfillment', sub: 'order' },
  actions: ['create', 'export'],
  hooks: 'label-import',
  titleField: 'fileName',
  dataScope: { through: 'clientId' },
  fields: {
    clientId: relation({ en: 'Client', zh: '客户' }, { resource: 'client', labelField: 'companyName' }, { required: true, editable: false, list: true, filter: 'eq' }),
    warehouseId: relation({ en: 'Warehouse', zh: '仓库' }, { resource: 'warehouse', labelField: 'name' }, { required: true, editable: false, list: true, filter: 'eq' }),
    tag: text({ en: 'Tag', zh: '标签' }, { required: true, maxLength: 64, list: true, filter: 'eq', rules: ['trim'] }),
    // one PDF, its name the order numbers joined by '_' (02 §5)
    file: file({ en: 'Label PDF', zh: '面单 PDF' }, { required: true, file: { accept: ['pdf'], maxFiles: 1, maxBytes: 10 * 1024 * 1024 }, show: true }),
    fileName: text({ en: 'File Name', zh: '文件名' }, { maxLength: 255, form: false, list: true, filter: 'contains', searchable: true }),
    orderNos: text({ en: 'Order No.', zh: '订单号' }, { maxLength: 255, form: false, list: true, filter: 'contains' }),
    status: enumOf({ en: 'Status', zh: '状态' }, LABEL_IMPORT_STATUS_OPTIONS, { required: true, default: LABEL_IMPORT_STATUS.IMPORTED, creatable: false, form: false, list: true, filter: 'eq' }),
    orderCount: integer({ en: 'Orders', zh: '订单数' }, { form: false, list: true }),
    pageCount: integer({ en: 'Pages', zh: '页数' }, { form: false, list: true }),
    successCount: integer({ en: 'Labels Imported', zh: '已导入面单数' }, { form: false, list: true }),
    // the reason of a failure per order, in each language
    resultMessage: longText({ en: 'Result', zh: '结果（英文）' }, { maxLength: 2000, form: false, list: true }),
    zhResultMessage: longText({ en: 'Result (Chinese)', zh: '结果' }, { maxLength: 2000, form: false, show: true }),
  },
  // the first screen at 1280 px: client, order numbers, status (the tag, file, counts and result in the column chooser and on the show page)
  listHidden: ['warehouseId', 'tag', 'fileName', 'orderCount', 'pageCount', 'successCount', 'resultMessage'],
  defaultSort: { field: 'createTime', order: 'desc' },
  sample: { clientId: 1, warehouseId: 1, tag: 'Sample' },
});
