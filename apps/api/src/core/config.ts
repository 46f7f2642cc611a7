import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PRODUCT_CODE } from '@console/contracts';

/**
 * Everything the API reads from its environment, in one place (documented in the README).
 * The default is one machine: SQLite in DATA_DIR, a JWT secret generated next to it.
 */
export interface AppConfig {
  port: number;
  /** `sqlite://<path>`, `mysql://user:pass@host:port/db` or `mariadb://...` (same driver, mysql2). */
  databaseUrl: string;
  dbType: 'sqlite' | 'mysql';
  /** MariaDB reports column defaults differently; TypeORM needs to know to diff schemas right. */
  mysqlFlavor: 'mysql' | 'mariadb';
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  productCode: string;
  logLevel: string;
  /** Where the built web app lives; served on the same port when present. */
  webDist: string;
  bodyLimit: string;
  allowDemoSeedOnMysql: boolean;
  /** Worker threads pricing a large replay (REPLAY_WORKERS; default 2, or 0 on one core: the main thread prices). */
  replayWorkers: number;
  /** Shipments from which a replay uses the workers (REPLAY_WORKER_MIN_ROWS, default 20,000). */
  replayWorkerMinRows: number;
  /** Rated shipments the demo seed prices and stores (DEMO_RATED_SHIPMENTS, default 50,000). */
  demoRatedShipments: number;
  /** How long a user's status and permissions are cached; deactivation takes effect after it. */
  userCacheMs: number;
  /** Totals of lists with at least countCacheMinRows matches are reused for countCacheMs (0: off). */
  countCacheMs: number;
  countCacheMinRows: number;
  /** Where invitation links of admin users point (the OMS sign-up page; not shown in the spec). */
  omsSignupUrl: string;
  /** With Redis, real-time messages reach sockets held by any API instance (pub/sub). */
  redisUrl: string | undefined;
  /** Namespace of this installation in Redis: pub/sub channel and job queue names. */
  redisPrefix: string;
  /**
   * Which proxies may set X-Forwarded-For (express's `trust proxy`: a hop count, `loopback`, a
   * CIDR list...). Off by default: otherwise any client could rotate the header and escape the
   * per-address limits.
   */
  trustProxy: boolean | number | string;
  /** Most rows one export may hold (EXPORT_MAX_ROWS); a bigger request is refused with a message. */
  exportMaxRows: number;
  /** An upload no record holds (never attached, or detached) is removed after this (FILE_ORPHAN_MS). */
  fileOrphanMs: number;
  /** Most data rows one import may hold, and its largest file (IMPORT_MAX_ROWS, IMPORT_MAX_BYTES). */
  importMaxRows: number;
  importMaxBytes: number;
  /** The most bytes one part of an import workbook (a worksheet, its shared strings) may unpack to (IMPORT_MAX_PART_BYTES). */
  importMaxPartBytes: number;
  /** Imports of more rows than this are written by a background job (202 with its id). */
  importSyncRows: number;
  /** Where the API's failures (500s) are reported (SENTRY_DSN, Sentry's SDK); unset: nowhere. */
  sentryDsn: string | undefined;
  /** The environment those reports name (SENTRY_ENVIRONMENT, default NODE_ENV or 'production'). */
  sentryEnvironment: string;
  /** Where the web app reports screen errors (WEB_SENTRY_DSN, a browser DSN); unset: nowhere. Sent to browsers in index.html. */
  webSentryDsn: string | undefined;
  /** Most unfinished jobs of one kind one user may have (JOB_MAX_PER_OWNER); a kind may set its own. */
  jobMaxPerOwner: number;
  /** How often an idle job runner looks for work (JOB_POLL_MS); a job queued on this instance wakes it at once. */
  jobPollMs: number;
  /**
   * Whether this instance asks for the daily jobs' runs by itself (DAILY_SCHEDULES, default on;
   * `off`: only a run queued by name happens). The API tests turn it off: a run their clock starts
   * a minute in would rewrite a day's rows under a test that is reading them.
   */
  dailySchedules: boolean;
  /** How long a worker's claim on a running job holds without renewal (JOB_LEASE_MS); renewed every third of it. */
  jobLeaseMs: number;
  /** First retry delay of a failed job attempt (JOB_RETRY_BASE_MS), doubled per attempt, at most 10 minutes. */
  jobRetryBaseMs: number;
  /** How long a work lock holds without renewal (WORK_LOCK_TTL_MS): a closed browser's lock lapses after it. */
  workLockTtlMs: number;
  /** A STOMP socket that has not connected within this is closed (STOMP_CONNECT_TIMEOUT_MS; unset: realtime/stomp-limits.ts, 10 s). */
  stompConnectTimeoutMs: number | undefined;
  /** Where e-mail goes (SMTP_URL, nodemailer's `smtp://user:pass@host:port`); unset: kept in the outbox (Message Management). */
  smtpUrl: string | undefined;
  /** The sender of the platform's e-mails (MAIL_FROM). */
  mailFrom: string;
  /** The client portal a proxy login lands on (PORTAL_URL); the console only issues the token. */
  portalUrl: string;
  /**
   * The key secrets stored in the database are encrypted with (AES-256-GCM): DATA_ENCRYPTION_KEY,
   * 32 bytes in base64; unset, one generated once per installation beside the JWT secret.
   */
  dataEncryptionKey: Buffer;
  /** How long a proxy login's token holds (PROXY_TOKEN_TTL_SECONDS, default 15 minutes). */
  proxyTokenTtlSeconds: number;
  /**
   * The company a client invoice is from, as printed on it: INVOICE_COMPANY_NAME, its address
   * lines (INVOICE_COMPANY_ADDRESS, lines separated by '|'), INVOICE_COMPANY_EMAIL,
   * INVOICE_COMPANY_PHONE, INVOICE_COMPANY_TAX_ID (printed when set).
   */
  invoiceCompany: { name: string; address: string[]; email: string; phone: string; taxId: string | undefined };
  /** Days a client has to pay an issued invoice (INVOICE_PAYMENT_TERMS_DAYS, default 30: "Net 30"). */
  invoicePaymentTermsDays: number;
}

const REPO_ROOT = resolve(__dirname, '../../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL ?? `sqlite://${join(dataDir, 'console.sqlite')}`;
  const dbType = /^(mysql|mariadb):\/\//.test(databaseUrl) ? 'mysql' : 'sqlite';
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    dbType,
    mysqlFlavor: databaseUrl.startsWith('mariadb://') ? 'mariadb' : 'mysql',
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    productCode: env.PRODUCT_CODE ?? DEFAULT_PRODUCT_CODE,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: resolve(env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    allowDemoSeedOnMysql: env.SEED_DEMO_ON_MYSQL === '1',
    demoRatedShipments: Number(env.DEMO_RATED_SHIPMENTS ?? 50_000),
    replayWorkers: Number(env.REPLAY_WORKERS ?? (availableParallelism() > 1 ? 2 : 0)),
    replayWorkerMinRows: Number(env.REPLAY_WORKER_MIN_ROWS ?? 20_000),
    userCacheMs: Number(env.USER_CACHE_MS ?? 2000),
    countCacheMs: Number(env.COUNT_CACHE_MS ?? 10_000),
    countCacheMinRows: Number(env.COUNT_CACHE_MIN_ROWS ?? 10_000),
    omsSignupUrl: env.OMS_SIGNUP_URL ?? 'https://oms.example.com/register',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'console',
    exportMaxRows: Number(env.EXPORT_MAX_ROWS ?? 1_000_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    fileOrphanMs: Number(env.FILE_ORPHAN_MS ?? 24 * 3600 * 1000),
    importMaxRows: Number(env.IMPORT_MAX_ROWS ?? 5000),
    importMaxBytes: Number(env.IMPORT_MAX_BYTES ?? 5 * 1024 * 1024),
    importMaxPartBytes: Number(env.IMPORT_MAX_PART_BYTES ?? 100 * 1024 * 1024),
    importSyncRows: Number(env.IMPORT_SYNC_ROWS ?? 200),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    dailySchedules: env.DAILY_SCHEDULES !== 'off',
    jobMaxPerOwner: Number(env.JOB_MAX_PER_OWNER ?? 10),
    sentryDsn: env.SENTRY_DSN || undefined,
    sentryEnvironment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'production',
    webSentryDsn: env.WEB_SENTRY_DSN || undefined,
    jobLeaseMs: Number(env.JOB_LEASE_MS ?? 60_000),
    jobRetryBaseMs: Number(env.JOB_RETRY_BASE_MS ?? 5000),
    workLockTtlMs: Number(env.WORK_LOCK_TTL_MS ?? 120_000),
    stompConnectTimeoutMs: env.STOMP_CONNECT_TIMEOUT_MS ? Number(env.STOMP_CONNECT_TIMEOUT_MS) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'EzeeShip Support <no-reply@ezeeship.example>',
    portalUrl: env.PORTAL_URL ?? 'https://portal.ezeeship.example',
    proxyTokenTtlSeconds: Number(env.PROXY_TOKEN_TTL_SECONDS ?? 15 * 60),
    invoiceCompany: {
      name: env.INVOICE_COMPANY_NAME ?? 'EzeeShip LLC',
      address: (env.INVOICE_COMPANY_ADDRESS ?? '17800 Castleton St, Suite 500|City of Industry, CA 91748|United States').split('|').map((l) => l.trim()).filter(Boolean),
      email: env.INVOICE_COMPANY_EMAIL ?? 'billing@ezeeship.example',
      phone: env.INVOICE_COMPANY_PHONE ?? '+1 626 555 0199',
      taxId: env.INVOICE_COMPANY_TAX_ID || undefined,
    },
    invoicePaymentTermsDays: Number(env.INVOICE_PAYMENT_TERMS_DAYS ?? 30),
    dataEncryptionKey: Buffer.from(env.DATA_ENCRYPTION_KEY ?? readOrCreateSecret(dataDir, 'data-key', 32, 'base64'), 'base64'),
  };
}

/** TRUST_PROXY as express reads `trust proxy`: true/false, a number of hops, or addresses/names. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A secret generated once per installation, so a fresh clone signs tokens without set-up. */
function readOrCreateSecret(dataDir: string, name = 'jwt-secret', bytes = 48, encoding: BufferEncoding = 'base64url'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString(encoding);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function sqlitePath(config: AppConfig): string {
  return config.databaseUrl.replace(/^sqlite:\/\//, '');
}
