import { boolean, datetime, defineResource, enumOf, file, text } from '@console/metadata';

/**
 * Tech > WMS App Release (01 §2 `wms-app-release`): the builds of the warehouse handheld app the
 * WMS offers its devices — version, platform, release notes, the package and whether devices must
 * update. A version (major.minor.patch, an optional tag) is released once; the field is
 * appVersion because `version` is the engine's optimistic-lock column.
 */
export const wmsAppRelease = defineResource({
  name: 'wms-app-release',
  table: 'wms_app_release',
  label: { en: 'WMS App Release', zh: 'WMS 应用发布' },
  singular: { en: 'Release', zh: '版本' },
  menu: { group: 'tech', order: 3 },
  permission: { module: 'tech', sub: 'wms-app-release' },
  actions: ['create', 'edit', 'delete', 'export'],
  titleField: 'appVersion',
  // the first screen at 1280 px shows appVersion, platform, forceUpdate, releaseTime; the rest are offered in the column chooser
  listHidden: ['createTime'],
  fields: {
    appVersion: text({ en: 'Version', zh: '版本号' }, {
      required: true, maxLength: 32, unique: true, copyable: true, list: true, filter: 'contains', sort: true, rules: ['trim'],
      pattern: { regex: '^[0-9]+\\.[0-9]+\\.[0-9]+([.-][0-9A-Za-z]+)?$', message: 'versionFormat' },
      help: { en: 'major.minor.patch, e.g. 2.4.1 or 2.4.1-beta', zh: '主版本.次版本.修订号，例如 2.4.1 或 2.4.1-beta' },
    }),
    platform: enumOf({ en: 'Platform', zh: '平台' }, [
      { value: 1, label: { en: 'Android', zh: 'Android' } },
      { value: 2, label: { en: 'iOS', zh: 'iOS' } },
      { value: 3, label: { en: 'Windows', zh: 'Windows' } },
    ], { required: true, default: 1, list: true, filter: 'eq' }),
    forceUpdate: boolean({ en: 'Force Update', zh: '强制更新' }, { default: false, list: true, filter: 'eq' }),
    releaseTime: datetime({ en: 'Release Time', zh: '发布时间' }, { required: true, list: true, sort: true, filter: 'between' }),
    notes: text({ en: 'Release Notes', zh: '更新说明' }, { required: true, maxLength: 2000 }),
    // The package devices download: an Android APK, or a zip of the iOS/Windows build.
    package: file({ en: 'Package', zh: '安装包' }, { file: { accept: ['apk', 'zip'], maxFiles: 1, maxBytes: 200 * 1024 * 1024 }, show: true }),
  },
  defaultSort: { field: 'releaseTime', order: 'desc' },
  // '-t': the test helpers append a suffix to make a unique version, which stays a pre-release tag.
  sample: { appVersion: '9.9.9-t', platform: 1, forceUpdate: false, releaseTime: '2026-11-20 09:00:00', notes: 'Faster batch picking; fixes the scanner timeout.' },
});
