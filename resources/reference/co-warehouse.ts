import { date, defineResource, enumOf, file, phone, text } from '@console/metadata';

/** Fulfillment > Co-Warehouse: partner warehouses the platform works with (spec 01 §3). */
export const coWarehouse = defineResource({
  name: 'co-warehouse',
  table: 'co_warehouse',
  label: { en: 'Co-Warehouse', zh: '合作仓' },
  menu: { group: 'fulfillment', order: 5 },
  permission: { module: 'fulfillment', sub: 'co-warehouse' },
  actions: ['create', 'edit', 'delete', 'export'],
  // one person edits a warehouse at a time (its contract terms are negotiated in the form)
  workLock: true,
  titleField: 'warehouse',
  // the first screen at 1280 px shows warehouse, company, startTime, status; the rest are offered in the column chooser
  listHidden: ['address', 'contactPerson', 'contactPhone', 'createTime'],
  fields: {
    warehouse: text({ en: 'Warehouse', zh: '仓库' }, { required: true, maxLength: 64, unique: true, list: true, filter: 'contains', sort: true }),
    company: text({ en: 'Company', zh: '公司' }, { required: true, searchable: true, maxLength: 128, list: true, filter: 'contains', sort: true }),
    address: text({ en: 'Address', zh: '地址' }, { required: true, maxLength: 255, list: true }),
    contactPerson: text({ en: 'Contact Person', zh: '联系人' }, { required: true, maxLength: 64, list: true }),
    contactPhone: phone({ en: 'Contact Phone', zh: '联系电话' }, { required: true, copyable: true, list: true }),
    startTime: date({ en: 'Start Time', zh: '开始时间' }, { required: true, list: true, sort: true, filter: 'between' }),
    status: enumOf({ en: 'Status', zh: '状态' }, [
      { value: 1, label: { en: 'Active', zh: '合作中' } },
      { value: 2, label: { en: 'Inactive', zh: '已停止' } },
    ], { required: true, default: 1, list: true, filter: 'eq' }),
    // The signed cooperation agreement: scans or the PDF, the general uploader's limits (01 §5).
    contract: file({ en: 'Contract', zh: '合同' }, { file: { accept: ['pdf', 'jpg', 'jpeg', 'png', 'zip'], maxFiles: 6, maxBytes: 5 * 1024 * 1024 }, show: true }),
  },
  import: true,
  sample: { warehouse: 'NV-TEST-01', company: 'Test Co', address: '1 Test Rd, Reno, NV', contactPerson: 'Tess', contactPhone: '+1 775 555 0100', startTime: '2026-01-05', status: 1 },
  defaultSort: { field: 'createTime', order: 'desc' },
});
