/**
 * Interface strings in English. Placeholders are `{name}` like the message catalogue of
 * @console/contracts. Resource labels are not here: they come from metadata (resource-keys.ts).
 * `buttons`, `actions`, `notifications` and `pages` are the keys
 * refine's own components ask for.
 */
export const en = {
  app: { title: 'Admin Console', loading: 'Loading…' },
  languages: { en: 'English', zh: '中文' },
  login: {
    title: 'Sign in',
    subtitle: 'Shipping, warehouse and fulfillment back office',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
  },
  shell: {
    settings: 'Settings',
    profile: 'My Profile',
    logout: 'Logout',
    language: 'Language',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {name}',
    timeZone: 'Time zone: {timeZone}',
    localTime: 'browser time',
    empty: 'There is nothing you may view yet.',
    open: 'Open list',
  },
  profile: {
    title: 'My Profile',
    userId: 'User ID',
    userName: 'User Name',
    firstName: 'First Name',
    lastName: 'Last Name',
    timeZone: 'Time Zone',
    adminUserName: 'Admin User Name',
    allPermission: 'All Permissions',
    modules: 'Modules',
  },
  notFound: {
    title: '404',
    subtitle: 'Sorry, this page does not exist or you may not open it.',
    backHome: 'Back to dashboard',
  },
  chunkError: {
    title: 'This screen could not be loaded',
    subtitle: 'The network may have dropped or a new version was deployed. Reload to try again.',
    reload: 'Reload',
  },
  crash: {
    title: 'Something went wrong',
    subtitle: 'An unexpected error stopped this screen. Reload to try again.',
  },
  titles: {
    list: '{label}',
    create: 'Create {label}',
    edit: 'Edit {label}',
    show: '{label} Details',
  },
  table: {
    id: 'ID',
    createTime: 'Create Time',
    updateTime: 'Update Time',
    actions: 'Actions',
    more: 'More',
    yes: 'Yes',
    no: 'No',
    deleteConfirm: 'Delete this record?',
    total: '{total} records',
  },
  filters: {
    search: 'Search',
    reset: 'Reset',
    all: 'All',
    from: 'From',
    to: 'To',
    contains: 'Contains',
    lastWeek: 'Last week',
    lastMonth: 'Last month',
    last3Months: 'Last 3 months',
  },
  form: {
    select: 'Please select',
    input: 'Please enter',
  },
  widgets: { generate: 'Generate' },
  permissions: {
    module: 'Module',
    sub: 'Permission',
    level: 'Level',
    levels: { '0': 'No access', '1': 'View', '2': 'Update', '3': 'Delete', '4': 'All' },
  },
  buttons: {
    create: 'Create',
    save: 'Save',
    logout: 'Logout',
    delete: 'Delete',
    edit: 'Edit',
    cancel: 'Cancel',
    confirm: 'Are you sure?',
    filter: 'Filter',
    clear: 'Clear',
    refresh: 'Refresh',
    show: 'View',
    undo: 'Undo',
    import: 'Import',
    clone: 'Clone',
    export: 'Export',
    list: 'List',
    notAccessTitle: 'You do not have permission to access',
  },
  actions: { list: 'List', create: 'Create', edit: 'Edit', show: 'Details', clone: 'Clone' },
  notifications: {
    success: 'Successful',
    error: 'Error (status code: {statusCode})',
    undoable: 'You have {seconds} seconds to undo',
    createSuccess: 'Successfully created {resource}',
    createError: 'There was an error creating {resource} (status code: {statusCode})',
    deleteSuccess: 'Successfully deleted {resource}',
    deleteError: 'Error when deleting {resource} (status code: {statusCode})',
    editSuccess: 'Successfully edited {resource}',
    editError: 'Error when editing {resource} (status code: {statusCode})',
  },
  pages: { error: { '404': 'Sorry, the page you visited does not exist.', backHome: 'Back Home' } },
};

/** zh must have exactly this shape (checked by the compiler and by completeness.test.ts). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type UiStrings = Shape<typeof en>;
