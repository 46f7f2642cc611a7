import { defineResource, file, text } from '@console/metadata';

/**
 * Settings > Files (01 §2 `file-management`, 01 §3 File: code, url, name, type, update time): the
 * platform's shared documents — rate sheets, forms, manuals — each under a code other screens and
 * e-mails refer to. The file manager takes what the general uploader takes plus Word, Excel and
 * GIF (01 §5), checked by content, at most 5 MB. `type` and `url` are read from the stored file
 * (the `file-management` hooks); the url downloads with the bearer token (01 §7).
 */
export const fileManagement = defineResource({
  name: 'file-management',
  table: 'file_management',
  label: { en: 'Files', zh: '文件管理' },
  singular: { en: 'File', zh: '文件' },
  // The gear's order of 01 §2: admin users, roles and permissions (and their users), files, FBA address.
  menu: { group: 'settings', order: 3.5 },
  permission: { module: 'generalSetting', sub: 'files' },
  actions: ['create', 'edit', 'delete', 'export'],
  hooks: 'file-management',
  titleField: 'name',
  // the first screen at 1280 px shows code, name, document; the rest are offered in the column chooser
  listHidden: ['type', 'updateTime'],
  fields: {
    code: text({ en: 'Code', zh: '编码' }, { required: true, maxLength: 32, unique: true, list: true, filter: 'eq', sort: true, copyable: true, searchable: true, rules: ['trim', 'lettersNumbers'] }),
    name: text({ en: 'Name', zh: '名称' }, { required: true, maxLength: 128, list: true, filter: 'contains', sort: true, searchable: true, rules: ['trim'] }),
    document: file({ en: 'File', zh: '文件' }, {
      file: { accept: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip'], maxFiles: 1, maxBytes: 5 * 1024 * 1024 }, list: true, show: true,
    }),
    type: text({ en: 'Type', zh: '类型' }, { storage: 'computed', list: true }),
    url: text({ en: 'URL', zh: '链接' }, { storage: 'computed', copyable: true }),
  },
  listTimes: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  sample: { code: 'RATESHEET', name: 'Rate sheet 2026' },
});
