import { boolean, datetime, defineResource, email, enumOf, integer, phone, relation, text } from '@console/metadata';

/** WMS > Landing Page: leads submitted on the public landing page (spec 01 §3). */
export const landingPageLead = defineResource({
  name: 'landing-page',
  table: 'landing_page_lead',
  label: { en: 'Landing Page', zh: '落地页线索' },
  singular: { en: 'Lead', zh: '线索' },
  menu: { group: 'wms', order: 2 },
  permission: { module: 'wms', sub: 'landing-page' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'fullName',
  // the first screen at 1280 px shows fullName, companyName and the lead's sales person; the rest are offered in the column chooser
  listHidden: ['email', 'phone', 'warehouseBusinessType', 'numberOfWarehouses', 'freeSpace', 'usingWms', 'submitTime', 'createTime'],
  fields: {
    fullName: text({ en: 'Full Name', zh: '姓名' }, { required: true, maxLength: 64, list: true, filter: 'contains', rules: ['trim'] }),
    companyName: text({ en: 'Company Name', zh: '公司名称' }, { required: true, searchable: true, maxLength: 128, list: true, filter: 'contains', sort: true }),
    email: email({ en: 'Email', zh: '邮箱' }, { required: true, copyable: true, searchable: true, list: true, filter: 'contains' }),
    phone: phone({ en: 'Phone', zh: '电话' }, { list: true, copyable: true }),
    warehouseBusinessType: enumOf({ en: 'Warehouse Business Type', zh: '仓库业务类型' }, [
      { value: 1, label: { en: '3PL', zh: '第三方物流' } },
      { value: 2, label: { en: 'Own brand', zh: '自有品牌' } },
      { value: 3, label: { en: 'Cross-border', zh: '跨境' } },
      { value: 4, label: { en: 'Freight forwarder', zh: '货运代理' } },
      { value: 5, label: { en: 'Other', zh: '其他' } },
    ], { required: true, list: true, filter: 'eq' }),
    numberOfWarehouses: integer({ en: 'Number of Warehouses', zh: '仓库数量' }, { min: 0, max: 10000, list: true, sort: true }),
    freeSpace: integer({ en: 'Free Space (sq ft)', zh: '空余面积（平方英尺）' }, { min: 0, list: true }),
    usingWms: boolean({ en: 'Using WMS', zh: '是否使用 WMS' }, { default: false, list: true, filter: 'eq' }),
    salesId: relation({ en: 'Sales', zh: '销售' }, { resource: 'admin-user', labelField: 'userName' }, { list: true, filter: 'eq', index: true }),
    submitTime: datetime({ en: 'Submit Time', zh: '提交时间' }, { list: true, sort: true, filter: 'between', auto: { onCreate: 'now' } }),
  },
  // The contact first, untitled; then what the lead's business looks like and who follows it up.
  layout: {
    style: 'sections',
    groups: [
      { key: 'business', label: { en: 'Warehouse Business', zh: '仓库业务' }, fields: ['warehouseBusinessType', 'numberOfWarehouses', 'freeSpace', 'usingWms'] },
      { key: 'followUp', label: { en: 'Follow-up', zh: '跟进' }, fields: ['salesId', 'submitTime'] },
    ],
  },
  sample: { fullName: 'Test Person', companyName: 'Zeta Test Co', email: 'zeta@example.com', warehouseBusinessType: 3, numberOfWarehouses: 2, usingWms: true },
  defaultSort: { field: 'submitTime', order: 'desc' },
  indexes: [['warehouseBusinessType', 'submitTime'], ['submitTime']],
  // A sales user sees and edits only the leads assigned to them; their new leads are theirs.
  dataScope: { field: 'salesId' },
});
