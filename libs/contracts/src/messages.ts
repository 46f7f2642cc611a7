/**
 * The message catalogue: one key, English and Chinese. Texts in English are the spec's own.
 * Placeholders are written `{name}` and filled by `translate()`.
 */
export const MESSAGES = {
  required: { en: '{field} is required', zh: '{field}不能为空' },
  invalidData: { en: 'Invalid Data', zh: '无效数据' },
  emailInvalid: { en: 'Email address invalid', zh: '邮箱地址无效' },
  emailFormat: { en: 'incorrect email format', zh: '邮箱格式不正确' },
  phoneInvalid: { en: 'Phone number invalid', zh: '电话号码无效' },
  phoneCharacters: { en: '{field} has invalid characters: use digits, spaces and + - ( ) only', zh: '{field}含有无效字符：只能使用数字、空格和 + - ( )' },
  urlHttp: { en: '{field} must be a link starting with http:// or https://', zh: '{field}必须是以 http:// 或 https:// 开头的链接' },
  mobileFormat: { en: 'mobile number format error', zh: '手机号码格式错误' },
  minLength: { en: '{field}: Min length {min}', zh: '{field}：最小长度为 {min}' },
  maxLength: { en: '{field}: Max length {max}', zh: '{field}：最大长度为 {max}' },
  // 02 §5's generic 'length between bounds' and 'exact length'.
  lengthBetween: { en: '{field}: Length between {min} and {max}', zh: '{field}：长度须在 {min} 到 {max} 之间' },
  exactLength: { en: '{field}: Length must be {length}', zh: '{field}：长度须为 {length}' },
  min: { en: '{field} must be at least {min}', zh: '{field}不能小于 {min}' },
  max: { en: '{field} must be at most {max}', zh: '{field}不能大于 {max}' },
  integerOnly: { en: 'integer or number only', zh: '只能输入整数或数字' },
  numberOnly: { en: 'integer or number only', zh: '只能输入整数或数字' },
  positive: { en: '{field} must be greater than 0', zh: '{field}必须大于 0' },
  rational: { en: '{field} must be at least 0', zh: '{field}不能小于 0' },
  lettersNumbers: { en: 'letters and numbers only', zh: '只能输入字母和数字' },
  passwordsMustMatch: { en: 'passwords must match', zh: '两次输入的密码必须一致' },
  passwordRule: {
    en: 'password 6 to 16 characters of digits, letters, underscore and $ @ %',
    zh: '密码为 6 到 16 位数字、字母、下划线及 $ @ %',
  },
  adminPasswordRule: {
    en: 'Password must be at least 8 characters with a letter and a number',
    zh: '密码至少 8 位，且须包含字母和数字',
  },
  noComma: { en: '{field} must not contain commas', zh: '{field}不能包含逗号' },
  notPurelyNumeric: { en: '{field} must not be purely numeric', zh: '{field}不能是纯数字' },
  gtinCheckDigit: { en: '{field}: the last digit is not the check digit of the others (a digit misread or mistyped)', zh: '{field}：最后一位不是前面各位的校验位（有数字读错或输错）' },
  noLetters: { en: '{field} must not contain letters', zh: '{field}不能包含字母' },
  zipInvalid: { en: 'invalid zip code', zh: '邮编无效' },
  patternMismatch: { en: '{field} format is invalid', zh: '{field}格式不正确' },
  notInOptions: { en: '{field} must be one of the listed values', zh: '{field}必须是列表中的值' },
  dateInvalid: { en: '{field} must be a date (YYYY-MM-DD)', zh: '{field}必须是日期（YYYY-MM-DD）' },
  dateTimeInvalid: { en: '{field} must be a date and time (YYYY-MM-DD HH:mm:ss)', zh: '{field}必须是日期时间（YYYY-MM-DD HH:mm:ss）' },
  booleanInvalid: { en: '{field} must be true or false', zh: '{field}必须是是或否' },
  textInvalid: { en: '{field} must be text', zh: '{field}必须是文本' },
  jsonInvalid: { en: '{field} must be valid JSON', zh: '{field}必须是有效的 JSON' },
  idListInvalid: { en: '{field} must be a list of distinct record ids', zh: '{field}必须是不重复的记录 ID 列表' },
  idsInvalid: { en: '{field} must be a list of record ids', zh: '{field}必须是记录 ID 列表' },
  listInvalid: { en: '{field} must be a list', zh: '{field}必须是列表' },
  extraFieldInvalid: { en: '{field} is not valid for this category', zh: '{field}不符合该分类的要求' },
  extraFieldUnknown: { en: '{field} is not a field of this category', zh: '{field}不是该分类的字段' },
  templateFieldsInvalid: { en: 'Extra field {index} needs a key, a label in both languages and a kind (text, number, date, or select with options)', zh: '第 {index} 个附加字段须有 key、中英文名称和类型（text、number、date，或带 options 的 select）' },
  zoneHoursInvalid: { en: 'Working hours need a known time zone, at least one day, and an end after the start', zh: '工作时间须有有效时区、至少一个工作日，且下班时间晚于上班时间' },
  alreadyFollowing: { en: 'You already follow this ticket', zh: '您已关注该工单' },
  timeOfDayInvalid: { en: 'Enter a time of day as HH:mm (24-hour)', zh: '请按 HH:mm（24 小时制）填写时间' },
  optionListInvalid: { en: '{field} must be a list of distinct options', zh: '{field}必须是不重复的选项列表' },
  relatedMissing: { en: '{field}: record {id} does not exist', zh: '{field}：记录 {id} 不存在' },
  decimalInvalid: { en: '{field} must be a number with at most {scale} decimals', zh: '{field}必须是最多 {scale} 位小数的数字' },
  moneyInvalid: { en: '{field} must be an amount with at most 4 decimals', zh: '{field}必须是最多 4 位小数的金额' },
  moneyTooLarge: { en: '{field} is too large: an amount must be under $100,000,000,000 either way', zh: '{field}过大：金额的绝对值须小于 $100,000,000,000' },
  unknownField: { en: 'Unknown field: {field}', zh: '未知字段：{field}' },
  // A field set once, on create (`editable: false`): an edit may send it back unchanged, never another value.
  notEditable: { en: '{field} cannot be changed after it is created', zh: '{field}创建后不能修改' },
  notUnique: { en: '{field} already exists', zh: '{field}已存在' },
  unknownFilter: { en: 'Unknown filter or sort field: {field}', zh: '未知的筛选或排序字段：{field}' },
  filterRepeated: { en: 'Filter {field} is given more than once', zh: '筛选条件 {field} 重复出现' },
  filterTooLong: { en: 'Filter {field}: Max length {max}', zh: '筛选条件 {field}：最大长度为 {max}' },
  filterMemberMe: { en: 'Filter {field}: only "me" (the signed-in user) is allowed', zh: '筛选条件 {field}：只能为 "me"（当前登录用户）' },
  filterControlChars: { en: 'Filter {field} contains characters that cannot be searched', zh: '筛选条件 {field} 含有无法搜索的字符' },
  filterTooManyValues: { en: 'Filter {field} may list at most {max} values', zh: '筛选条件 {field} 最多可列出 {max} 个值' },
  listTabUnknown: { en: 'Unknown list tab {tab}; the tabs are {tabs}', zh: '未知的列表标签 {tab}；可选标签为 {tabs}' },
  filterRange: { en: 'Filter {field} takes a range: from,to', zh: '筛选条件 {field} 应为范围：起,止' },
  filterInteger: { en: 'Filter {field}: integer only', zh: '筛选条件 {field}：只能输入整数' },
  filterNumber: { en: 'Filter {field}: a number with at most 4 decimals', zh: '筛选条件 {field}：最多 4 位小数的数字' },
  relationMissing: { en: '{field}: the chosen record does not exist', zh: '{field}：所选记录不存在' },
  duplicateRecord: { en: 'This record already exists', zh: '该记录已存在' },
  badDayLimit: { en: 'Days of history must be a whole number from 1 to {max}', zh: '历史天数必须是 1 到 {max} 之间的整数' },
  pageSizeTooLarge: { en: 'Page size must be at most {max}', zh: '每页条数不能超过 {max}' },
  badPaging: { en: 'Page number and page size must be positive integers', zh: '页码和每页条数必须是正整数' },
  badId: { en: 'Invalid id', zh: '无效的 ID' },
  unknownParam: { en: 'Unknown query parameter: {field}', zh: '未知的查询参数：{field}' },
  badHistoryPaging: {
    en: 'History paging: before must be an entry id and limit a whole number from 1 to {max}',
    zh: '历史分页：before 必须是记录 ID，limit 必须是 1 到 {max} 之间的整数',
  },
  searchTooLong: { en: 'Search text: Max length {max}', zh: '搜索内容：最大长度为 {max}' },
  searchControlChars: { en: 'The search text contains characters that cannot be searched', zh: '搜索内容含有无法搜索的字符' },
  notFound: { en: 'The record does not exist or has been deleted', zh: '记录不存在或已被删除' },
  routeNotFound: { en: 'Not found', zh: '未找到' },
  versionNotFound: { en: 'This record has no version {version}', zh: '该记录没有版本 {version}' },
  // The finance ledger (02 §2): refusals of libs/ledger's post(), by its keys, and the API's own.
  insufficientBalance: { en: 'Insufficient available balance', zh: '可用余额不足' },
  emptyPosting: { en: 'A transaction must change the balance or the amount on hold', zh: '交易须改变余额或冻结金额' },
  instantWithHold: { en: 'An instant deduction does not hold an amount: use holding', zh: '即时扣款不冻结金额，请使用预扣' },
  fundsWithHold: { en: 'Adding funds does not hold an amount', zh: '充值不冻结金额' },
  releaseExceedsHold: { en: 'The release is more than the amount on hold', zh: '释放金额超过冻结金额' },
  idempotencyKeyUsed: { en: 'This idempotency key was used for another posting', zh: '该幂等键已用于其他记账' },
  // A key sent again with another body (what payment APIs answer 422).
  idempotencyKeyReused: { en: 'This idempotency key was already used for a different request: send the same request to repeat it, or use a new key', zh: '该幂等键已用于内容不同的请求：重复提交请发送相同内容，否则请使用新的键' },
  // Stock: refusals of libs/inventory's move(), by its keys, and the inventory module's own.
  stockQuantityInvalid: { en: 'Quantities must be whole numbers, and not negative here', zh: '数量须为整数，且此处不能为负数' },
  stockEmptyMovement: { en: 'A stock movement must change a quantity', zh: '库存变动须改变数量' },
  stockInsufficientAvailable: { en: 'Insufficient available stock: {available} available, {quantity} asked', zh: '可用库存不足：可用 {available}，需要 {quantity}' },
  stockReleaseExceedsAllocated: { en: 'The release is more than the allocated stock', zh: '释放数量超过已分配库存' },
  stockTakeExceedsAllocated: { en: 'Only allocated stock can be picked or shipped', zh: '只能拣货或发出已分配的库存' },
  stockBelowZero: { en: 'Stock cannot go below zero', zh: '库存不能小于零' },
  stockBelowAllocated: { en: 'Standard stock cannot go below the allocated stock', zh: '良品库存不能少于已分配库存' },
  stockAlreadyReversed: { en: 'This movement has already been reversed', zh: '该库存变动已被冲销' },
  stockNotReversible: { en: 'A reversal cannot be reversed: post a new movement instead', zh: '冲销记录不能再冲销，请另行登记库存变动' },
  stockLocationElsewhere: { en: 'The location is not in this warehouse', zh: '该库位不属于此仓库' },
  stockUnknownSku: { en: 'The client has no product with this SKU', zh: '该客户没有此 SKU 的产品' },
  stockNoRow: { en: 'There is no stock of this SKU at this place', zh: '此处没有该 SKU 的库存' },
  invoiceExists: { en: 'This client already has an invoice for that month', zh: '该客户当月已有账单' },
  periodNotBegun: { en: 'That month has not begun yet', zh: '该月份尚未开始' },
  periodNotOver: { en: 'An invoice is issued once its month is over', zh: '账单须在当月结束后开具' },
  paymentExists: { en: 'A payment with this reference was already recorded for this account', zh: '该收款账户已有此参考号的收款记录' },
  paymentFundingMismatch: { en: 'A payment matches a funding of the same client and amount that is not denied', zh: '收款只能匹配同一客户、相同金额且未被拒绝的充值' },
  transactionCorrected: { en: 'This transaction was corrected already: correct its latest correction', zh: '该交易已被更正，请更正其最新的更正记录' },
  amountPositive: { en: 'A charge or a payment is a positive amount', zh: '费用或付款金额须为正数' },
  amountNotZero: { en: 'An adjustment cannot be zero', zh: '调整金额不能为零' },
  fundingAlreadyMatched: { en: 'This funding is already matched to another payment', zh: '该充值已匹配其他收款' },
  fundingPaid: { en: 'This funding is matched to a payment received: unmatch the payment first', zh: '该充值已匹配到账收款，请先取消收款匹配' },
  stockDrift: { en: 'The stock does not add up: {count} row(s) differ from their movements', zh: '库存不平：{count} 行与其出入库记录不符' },
  ledgerDrift: { en: 'The ledger does not add up: {count} account(s) differ from their entries', zh: '账目不平：{count} 个账户与其记录不符' },
  // 02 §5: the shipping account form's own words for its nickname.
  accountNicknameRequired: { en: 'An account nickname is required', zh: '账号昵称不能为空' },
  // 02 §8: deleting a surcharge a level, a client or a quote has used.
  surchargeInUse: { en: 'It could not be deleted for that it has been used.', zh: '该附加费已被使用，无法删除。' },
  // 02 §8's other wording, for Client Surcharge: removing a client's deal that is in force (or was: shipments were priced with it).
  clientSurchargeInUse: { en: 'Deleted surcharges cannot be removed if they are in use', zh: '使用中的附加费不能删除' },
  surchargePercentTooHigh: { en: 'A percent surcharge is at most 1000 %', zh: '百分比附加费不能超过 1000%' },
  surchargeNotModified: { en: 'Only a modified surcharge can be restored', zh: '只有已修改的附加费可以恢复' },
  defaultLevelLocked: { en: 'The default level cannot be deleted; set another level as default first', zh: '默认等级不能删除，请先将其他等级设为默认' },
  defaultLevelRequired: { en: 'One level must be the default: set another level as default instead', zh: '必须有一个默认等级：请改为将其他等级设为默认' },
  zip3Invalid: { en: 'Three digits: the first three of a ZIP code', zh: '三位数字：邮编的前三位' },
  // 02 §8: a quote whose addresses give no zone.
  feeDetailsUnavailable: { en: 'Unable to fetch the fee details', zh: '无法获取费用明细' },
  addressNoZone: { en: 'The address is incorrect, so the estimated rate and delivery time cannot be calculated', zh: '地址有误，无法计算预估运费和时效' },
  // A rate card's or a level's weight ranges x zones (02 §5 Service detail setting).
  cardFirstFromZero: { en: 'The first start weight must be 0', zh: '第一个起始重量必须为 0' },
  cardZonesAllOrNone: { en: 'Weights and zones of a service must be all filled or all empty', zh: '同一服务的重量与分区必须全部填写或全部为空' },
  cardSaveBeforeNext: { en: 'Each package type must be saved before the next is edited', zh: '每种包装类型须先保存，才能编辑下一种' },
  cardRowsTooMany: { en: 'A card has at most {max} weight ranges', zh: '价卡最多 {max} 个重量段' },
  cardRowsEmpty: { en: 'Add at least one weight range', zh: '请至少添加一个重量段' },
  cardRowShape: { en: 'Row {row}: a weight range is from, to and a price per zone', zh: '第 {row} 行：重量段需包含起、止重量及各分区价格' },
  cardRowRange: { en: 'Row {row}: the end weight must be above the start weight', zh: '第 {row} 行：结束重量必须大于起始重量' },
  cardRowGap: { en: 'Row {row}: it must start where the row before ends ({weight} lb)', zh: '第 {row} 行：起始重量须等于上一行的结束重量（{weight} 磅）' },
  cardZoneUnknown: { en: 'Row {row}: {zone} is not a zone', zh: '第 {row} 行：{zone} 不是有效分区' },
  cardPriceInvalid: { en: 'Row {row}, zone {zone}: a price is a number of at least 0 with up to 4 decimals', zh: '第 {row} 行 {zone} 区：价格须为不小于 0 的数字，最多 4 位小数' },
  rateCardTaken: { en: 'This account already has a card for this service, package type, card type and address type', zh: '该账号已有相同服务、包装类型、价卡类型和地址类型的价卡' },
  replayRange: { en: 'Choose a date range of at most {max} days (from on or before to)', zh: '请选择不超过 {max} 天的日期范围（开始不晚于结束）' },
  replayDraftInvalid: { en: 'The draft must name a level, surcharge, fuel rate or peak (a level by its id) and a valid effective date', zh: '草稿须指明等级、附加费、燃油费率或旺季附加费（等级须带 id）及有效的生效日期' },
  billingPlanTaken: { en: 'A billing plan with this name already exists', zh: '已存在同名的计费方案' },
  billingGroupTaken: { en: 'A billing group with this name already exists', zh: '已存在同名的计费分组' },
  billingGroupMember: { en: '{name} is already in the billing group {group}: take it out there first', zh: '{name} 已在计费分组 {group} 中，请先从该分组移出' },
  rebillNoClients: { en: 'No client is billed by this plan yet: choose the clients to preview', zh: '尚无客户使用此计费方案：请选择要预览的客户' },
  rebillDraftInvalid: { en: "The draft must list this party's charge items and storage rules by their ids", zh: '草稿须以 id 列出本计费对象的收费项和仓储计费规则' },
  levelPriceCardTaken: { en: 'This level already has prices for this service, package type and address type', zh: '该等级已有相同服务、包装类型和地址类型的价格' },
  codeUpperSnake: { en: 'Capital letters, digits and _ only, e.g. UPS_GROUND', zh: '只能输入大写字母、数字和下划线，例如 UPS_GROUND' },
  versionConflict: {
    en: 'The page information has expired, please refresh and try again',
    zh: '页面信息已过期，请刷新后重试',
  },
  lockTaken: {
    en: 'Unable to commit because another user is already in action?',
    zh: '其他用户正在操作，无法提交？',
  },
  loginFailed: { en: 'Log in error, invalid username or password!', zh: '登录错误，用户名或密码无效！' },
  loginThrottled: {
    en: 'Too many failed sign-in attempts, please try again in {minutes} minutes',
    zh: '登录失败次数过多，请在 {minutes} 分钟后重试',
  },
  userInfoFailed: { en: 'Can not get user info!', zh: '无法获取用户信息！' },
  unauthorized: { en: 'Please log in again', zh: '请重新登录' },
  forbidden: { en: 'You do not have permission to do this', zh: '您没有执行此操作的权限' },
  workLocked: { en: 'Unable to commit because another user is already in action?', zh: '其他用户正在操作，无法提交' },
  jobQueueFull: { en: 'You already have {max} {kind} jobs waiting or running; please try again when one has finished', zh: '您已有 {max} 个{kind}任务在排队或运行中，请待其中一个完成后再试' },
  jobNotDead: { en: 'Only a job that has given up (dead) can be retried', zh: '只有已放弃（失败终止）的任务才能重试' },
  tooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  tooManyRequests: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试' },
  serverError: { en: 'Server error, please try again later', zh: '服务器错误，请稍后再试' },
  genericError: { en: 'Error', zh: '错误' },
  unsavedChanges: {
    en: 'Unsaved data will be lost, do you wish to continue?',
    zh: '未保存的数据将丢失，是否继续？',
  },
  repeatRoleName: { en: 'Repeat Role Name', zh: '角色名称重复' },
  presetRoleLocked: { en: 'A preset role cannot be deleted', zh: '预设角色不能删除' },
  invalidGrants: { en: 'The permissions of the role are invalid', zh: '角色权限数据无效' },
  cannotDeactivateSelf: { en: 'You cannot deactivate yourself', zh: '不能停用自己的账号' },
  currentPasswordWrong: { en: 'The current password is not correct', zh: '当前密码不正确' },
  passwordChanged: { en: 'Password changed, please log in again', zh: '密码已修改，请重新登录' },
  exportTooLarge: {
    en: 'An export is limited to {max} rows and this one has {count}; please narrow the filters',
    zh: '每次导出最多 {max} 行，本次为 {count} 行，请缩小筛选范围',
  },
  exportColumnUnknown: { en: 'Column {field} cannot be exported', zh: '列 {field} 不能导出' },
  exportColumnRepeated: { en: 'Column {field} is chosen more than once', zh: '列 {field} 被重复选择' },
  exportNotReady: { en: 'The file is not ready yet', zh: '文件尚未生成' },
  exportFailed: { en: 'The export failed, please try again', zh: '导出失败，请重试' },
  exportInterrupted: { en: 'The export was interrupted by a restart, please try again', zh: '导出因服务重启而中断，请重试' },
  exportStarted: { en: 'The export has started; you will be notified when the file is ready', zh: '导出已开始，文件生成后会通知您' },
  actionNotAllowed: { en: 'This action is not available for this record', zh: '该记录当前不能执行此操作' },
  cannotDelete: { en: 'This record cannot be deleted', zh: '该记录不能删除' },
  cannotEdit: { en: 'This record cannot be edited', zh: '该记录不能编辑' },
  systemGroupLocked: { en: 'A system group cannot be deleted', zh: '系统分组不能删除' },
  deleted: { en: 'Deleted successfully', zh: '删除成功' },
  saved: { en: 'Saved successfully', zh: '保存成功' },
  // Access hardening (01 §6): who may manage whom, what may be granted, sign-in limits.
  superAdminOnly: {
    en: 'Only a super administrator may change a super administrator',
    zh: '只有超级管理员可以修改超级管理员',
  },
  cannotGrantMore: {
    en: 'You cannot grant permissions you do not hold yourself',
    zh: '不能授予您自己没有的权限',
  },
  cannotManageHigher: {
    en: 'You cannot change a user who holds permissions you do not hold',
    zh: '不能修改拥有您所没有权限的用户',
  },
  passwordAttemptsThrottled: {
    en: 'Too many wrong passwords, please try again in {minutes} minutes',
    zh: '密码错误次数过多，请在 {minutes} 分钟后重试',
  },
  headersTooLarge: { en: 'The request headers are too large', zh: '请求头过大' },
  // Child collections, record rules, status transitions.
  childrenExist: {
    en: 'This record still has {count} {child}; remove them first',
    zh: '该记录下仍有 {count} 条{child}，请先删除',
  },
  childrenTooMany: { en: '{field}: at most {max} rows', zh: '{field}：最多 {max} 行' },
  childRowsInvalid: { en: '{field} must be a list of rows', zh: '{field}必须是行的列表' },
  childNotOwned: { en: '{field}: row {id} does not belong to this record', zh: '{field}：第 {id} 行不属于该记录' },
  transitionRefused: {
    en: '{field} cannot change from {from} to {to}',
    zh: '{field}不能从{from}变更为{to}',
  },
  // Uploads (spec 01 §5, §8): the general uploader takes JPG, PNG, PDF, XLS and zip, 5 MB and 6 files.
  fileWrongType: { en: 'wrong file format, choose the correct file type', zh: '文件格式错误，请选择正确的文件类型' },
  fileTooLarge: { en: '{name} is too large: at most {max} each', zh: '{name} 过大：每个文件最大 {max}' },
  fileTooMany: { en: '{field}: at most {max} files', zh: '{field}：最多 {max} 个文件' },
  fileEmpty: { en: '{name} is empty', zh: '{name} 是空文件' },
  fileMissing: { en: 'Please choose a file to upload', zh: '请选择要上传的文件' },
  uploadFailed: { en: 'Upload failed, please retry', zh: '上传失败，请重试' },
  fileListInvalid: { en: '{field} must be a list of uploaded files', zh: '{field}必须是已上传文件的列表' },
  fileNotAttachable: { en: '{field}: file {id} was not uploaded by you or belongs to another record', zh: '{field}：文件 {id} 不是您上传的，或属于其他记录' },
  notFileField: { en: '{field} is not a file field', zh: '{field} 不是文件字段' },
  // Addresses (spec 01 §5): the address form's rules and the auto-input's reasons.
  zipCodeInvalid: { en: 'Invalid Zipcode', zh: '邮编无效' },
  legalEmail: { en: 'Please enter a legal email', zh: '请输入合法的邮箱' },
  phoneDigits10: { en: 'Phone must be digits only, at least 10', zh: '电话只能填写数字，至少 10 位' },
  streetNoPoBox: { en: 'PO boxes are not accepted', zh: '不接受邮政信箱（PO Box）地址' },
  versionFormat: { en: 'A version is major.minor.patch, e.g. 2.4.1', zh: '版本号格式为 主版本.次版本.修订号，例如 2.4.1' },
  hsCodeFormat: { en: 'An HS code is 6 to 10 digits, e.g. 6109.10', zh: '海关编码为 6 至 10 位数字，例如 6109.10' },
  usStateInvalid: { en: 'Use the 2-letter code of a US state or DC', zh: '请填写美国州（或 DC）的两位字母代码' },
  unlocodeInvalid: { en: 'A US port code is US and 3 letters or digits (UN/LOCODE)', zh: '美国港口代码为 US 加 3 位字母或数字（UN/LOCODE）' },
  iataInvalid: { en: 'An airport code is 3 capital letters (IATA)', zh: '机场代码为 3 位大写字母（IATA）' },
  addressParseLines: { en: 'Please paste at least three lines: name, street, and city, state, zip code', zh: '请至少粘贴三行：姓名、街道地址，以及城市、州、邮编' },
  addressParseCityLine: { en: 'Separate city, state and zip code with commas, e.g. Reno, NV, 89502', zh: '城市、州和邮编之间请用逗号分隔，例如 Reno, NV, 89502' },
  addressParsePhone: { en: 'Please include a phone number on its own line', zh: '请单独一行填写电话号码' },
  addressParseState: { en: 'The state is not a state of the United States', zh: '州不是美国的州' },
  zipNotInState: { en: 'Zip code {zip} is not in {state}: please check the address', zh: '邮编 {zip} 不属于 {state}，请核对地址' },
  // Import (XLSX in the export's columns).
  importNotXlsx: { en: 'Please upload an .xlsx file made from the template', zh: '请上传按模板填写的 .xlsx 文件' },
  importTooLarge: { en: 'An import file may be at most {max}', zh: '导入文件最大 {max}' },
  importTooManyRows: { en: 'An import may hold at most {max} rows; this file has more, please split it', zh: '每次导入最多 {max} 行，本文件超出，请拆分后导入' },
  importPartTooLarge: { en: 'This workbook unpacks to more than {max} in one part; please split it or save it again from Excel', zh: '该工作簿解压后单个部分超过 {max}，请拆分或用 Excel 重新保存' },
  importCellTooLong: { en: 'A cell of this workbook holds more than {max} characters; please shorten it', zh: '该工作簿中有单元格超过 {max} 个字符，请缩短后再导入' },
  importEmpty: { en: 'The file holds no rows to import', zh: '文件中没有可导入的行' },
  importHeaderUnknown: { en: 'Column "{header}" is not a column of the template', zh: '列“{header}”不是模板中的列' },
  importHeaderRepeated: { en: 'Column "{header}" appears more than once', zh: '列“{header}”重复出现' },
  importHasErrors: { en: '{count} rows have errors; fix them and import again, nothing was imported', zh: '{count} 行有错误，请修改后重新导入，未导入任何数据' },
  importCellInvalid: { en: '{field}: this value cannot be read', zh: '{field}：无法识别该值' },
  importGroupDiffers: { en: '{field} differs from the first row of {group} {value}', zh: '{field} 与 {group} {value} 的第一行不同' },
  importGroupHasErrors: { en: 'Another row of {group} {value} has an error', zh: '{group} {value} 的其他行有错误' },
  importDuplicateInFile: { en: '{field} repeats row {row} of the file', zh: '{field}与文件第 {row} 行重复' },
  importLabelUnknown: { en: '{field}: no record is called "{label}"', zh: '{field}：没有名为“{label}”的记录' },
  importLabelAmbiguous: { en: '{field}: several records are called "{label}"; use the id', zh: '{field}：有多条名为“{label}”的记录，请填写 ID' },
  importDone: { en: '{count} records imported', zh: '已导入 {count} 条记录' },
  importJobFailed: { en: 'The import stopped before it finished ({error}); nothing was imported', zh: '导入未完成即已停止（{error}），未导入任何数据' },
  // Power lists: bulk actions, export of a selection, list preferences per user.
  bulkEmpty: { en: 'Select at least one record', zh: '请至少选择一条记录' },
  bulkTooMany: { en: 'At most {max} records at a time', zh: '一次最多处理 {max} 条记录' },
  bulkItemInvalid: { en: 'Each selected record needs its id and version', zh: '每条所选记录都需要其 ID 和版本' },
  bulkItemRepeated: { en: 'Record {id} is selected twice', zh: '记录 {id} 被重复选择' },
  exportIdsInvalid: { en: 'The selection to export must be 1 to {max} record ids', zh: '要导出的所选记录须为 1 到 {max} 个记录 ID' },
  listPreferenceInvalid: { en: 'Invalid list preferences: {path}', zh: '列表偏好设置无效：{path}' },
  listPreferenceUnknownColumn: { en: 'Unknown column: {column}', zh: '未知列：{column}' },
  listPreferenceUnknownResource: { en: 'Unknown list: {resource}', zh: '未知列表：{resource}' },
  invalidDomain: { en: 'Please enter a valid domain, e.g. labels.example.com', zh: '请输入有效的域名，例如 labels.example.com' },
  actionDone: { en: '{action}: done', zh: '{action}：已完成' },
  // Clients (01 §4, §6): what assertClientMay answers, the proxy login and e-mail.
  clientNotFound: { en: 'Client not found', zh: '客户不存在' },
  clientFrozen: { en: 'The client account is deactivated', zh: '该客户账号已停用' },
  clientNotActivated: { en: 'The client account is not activated', zh: '该客户账号尚未激活' },
  clientNotApproved: { en: 'The client has not been approved to submit applications', zh: '该客户尚未通过审核，不能提交申请' },
  clientRejected: { en: 'The client was rejected and cannot submit applications: {reason}', zh: '该客户审核未通过，不能提交申请：{reason}' },
  clientSuspended: { en: 'The client is suspended: {reason}', zh: '该客户已被暂停：{reason}' },
  clientHasNoEmail: { en: 'The client has no e-mail address to send the password to', zh: '该客户没有可接收密码的邮箱' },
  proxyTokenInvalid: { en: 'The proxy login link is invalid or has expired', zh: '代登录链接无效或已过期' },
  proxyTokenUsed: { en: 'This proxy login link has already been used; ask for a new one', zh: '该代登录链接已使用，请重新生成' },
  passwordResetMailSubject: { en: 'Your new password', zh: '您的新密码' },
  passwordResetMailBody: {
    en: 'Hello {name},\n\nYour password has been reset by {company} support. Your new password is: {password}\n\nPlease sign in and change it.',
    zh: '{name}，您好：\n\n{company} 客服已为您重置密码，新密码为：{password}\n\n请登录后尽快修改。',
  },
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Language = 'en' | 'zh';

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter stays visible rather than vanishing. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** A text in both languages ({ en, zh }, a domain's own message) with its placeholders filled alike. */
export function interpolateBoth(text: { en: string; zh: string }, params: MessageParams = {}): { en: string; zh: string } {
  return { en: interpolate(text.en, params), zh: interpolate(text.zh, params) };
}

/**
 * A message as a definition names it: a key of the catalogue (the spec's exact words live there),
 * or its own text in both languages (`{ en: 'Code taken', zh: '编码已被占用' }`), placeholders alike.
 */
export type MessageRef = MessageKey | { en: string; zh: string };

export function translate(key: MessageRef, lang: Language, params?: MessageParams): string {
  return interpolate(typeof key === 'string' ? MESSAGES[key][lang] : key[lang], params);
}

/** Whether a value names a message: a catalogue key, or a text in both languages. */
export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value === 'string') return Object.hasOwn(MESSAGES, value);
  const label = value as { en?: unknown; zh?: unknown } | null;
  return typeof label === 'object' && label !== null && typeof label.en === 'string' && label.en.trim() !== ''
    && typeof label.zh === 'string' && label.zh.trim() !== '';
}

/** Both languages at once, as the envelope carries them. */
export function bilingual(key: MessageRef, params: { en?: MessageParams; zh?: MessageParams } = {}) {
  return { message: translate(key, 'en', params.en), zhMessage: translate(key, 'zh', params.zh) };
}
