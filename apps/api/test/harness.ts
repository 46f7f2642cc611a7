import { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, type MigrationInterface } from 'typeorm';
import { MIGRATIONS, orderMigrations } from '@console/migrations';
import { loadResourceFolder } from '../src/extra-resources';
import { createApp } from '../src/app.factory';
import { AppConfig, loadConfig } from '../src/core/config';
import { seedDemo } from '../src/seed/demo-seed';
import { DEMO_USERS } from '../src/seed/access';
import type { ResourceDef } from '@console/metadata';
import { RESOURCES } from '@console/resources';
import { entitySchemaOf } from '../src/engine/entity-schema';
import { HookRegistry, type NamedHooks } from '../src/engine/hooks';
import { AdminUserRoleEntity } from '../src/modules/access/access.entities';
import { cloneMysqlTemplate, dataDirFromTemplate, dropMysqlDatabase, mysql, templateMysql } from './db-template';

/**
 * A real API on a real database for each test file: SQLite in a temp folder by default, or a
 * fresh MariaDB/MySQL database when TEST_MYSQL_URL is set (mysql://root@127.0.0.1:3306).
 */
export interface Harness {
  app: INestApplication;
  /** Set when started with `listen: true`: the base URL (http://127.0.0.1:port). */
  url?: string;
  ds: DataSource;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  login(userName?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

export interface StartOptions {
  /** Listen on a free port (needed for WebSocket tests). */
  listen?: boolean;
  /** Another instance whose database and secret this one shares (a second API node). */
  shareWith?: Harness;
  /**
   * Resources only this test knows (added to the catalogue). Their tables are created from the
   * definitions after the migrations, as their own migration would.
   */
  extraResources?: ResourceDef[];
  /** Hooks of the test-only resources, registered before the app starts (it refuses named hooks no one registered). */
  extraHooks?: NamedHooks[];
  /** Migrations of the extra resources; without them, the extra tables are built from the definitions. */
  extraMigrations?: Array<new () => MigrationInterface>;
}

/*
 * TEST_EXTRA_RESOURCES=<folder>: a resource folder (index default-exporting { resources, migrations })
 * that every API of this run carries, and the generic suites walk through (TEST_RESOURCES): the
 * proof that a resource added as a folder needs no test edit (added-resource.e2e-spec).
 */
const EXTRA = process.env.TEST_EXTRA_RESOURCES ? loadResourceFolder(process.env.TEST_EXTRA_RESOURCES) : null;

/** The catalogue the generic suites test: resources/ plus the TEST_EXTRA_RESOURCES folder's. */
export const TEST_RESOURCES: ResourceDef[] = [...RESOURCES, ...(EXTRA?.resources ?? [])];

/**
 * The resources the generic suite (resources.e2e-spec) and the authorization matrix (seven users x
 * every route of each: its slowest part) walk one by one. TEST_WALKS=extra (added-resource and
 * new-resource e2e-specs) walks only the folder's: the catalogue's own are walked by the run
 * without the folder, and the catalogue the API serves still holds them all.
 */
const WALKED: ResourceDef[] = process.env.TEST_WALKS === 'extra' && EXTRA ? [...EXTRA.resources] : TEST_RESOURCES;
export const GENERIC_RESOURCES = WALKED;
export const MATRIX_RESOURCES = WALKED;

export async function startApi(env: Record<string, string> = {}, options: StartOptions = {}): Promise<Harness> {
  // A second node shares the first one's folder (below); its own is left empty.
  const dir = options.shareWith ? mkdtempSync(join(tmpdir(), 'console-api-')) : dataDirFromTemplate();
  const mysqlBase = process.env.TEST_MYSQL_URL;
  let databaseUrl = `sqlite://${join(dir, 'test.sqlite')}`;
  let dropDatabase = async () => {};
  if (options.shareWith) {
    databaseUrl = options.shareWith.config.dbType === 'mysql'
      ? `${options.shareWith.config.mysqlFlavor}:${options.shareWith.config.databaseUrl.slice('mysql:'.length)}`
      : options.shareWith.config.databaseUrl;
    // a second node of one installation: same secret, same files (exports), same Redis namespace
    env = {
      JWT_SECRET: options.shareWith.config.jwtSecret, DATA_DIR: options.shareWith.config.dataDir,
      REDIS_PREFIX: options.shareWith.config.redisPrefix, ...env,
    };
  } else if (mysqlBase) {
    const name = `console_test_${process.pid}_${Date.now()}_${counter++}`;
    const template = templateMysql();
    if (template) {
      await cloneMysqlTemplate(mysqlBase, template, name);
    } else {
      const admin = await mysql().createConnection(mysqlBase);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
    }
    databaseUrl = `${mysqlBase.replace(/\/+$/, '').replace(/^mysql:/, process.env.TEST_MYSQL_FLAVOR === 'mysql' ? 'mysql:' : 'mariadb:')}/${name}`;
    dropDatabase = () => dropMysqlDatabase(mysqlBase, name);
  }
  const config = loadConfig({
    NODE_ENV: 'test', JOB_POLL_MS: '50', DATA_DIR: dir, REDIS_PREFIX: `test-${process.pid}-${Date.now()}-${counter++}`, DATABASE_URL: databaseUrl, USER_CACHE_MS: '0',
    SEED_DEMO_ON_MYSQL: '1', DEMO_RATED_SHIPMENTS: '600', DAILY_SCHEDULES: 'off', WEB_DIST: join(dir, 'no-web'), ...env,
  });
  const extraResources = [...(EXTRA?.resources ?? []), ...(options.extraResources ?? [])];
  const extraMigrations = [...(EXTRA?.migrations ?? []), ...(options.extraMigrations ?? [])];
  const app = await createApp(config, {
    ...(extraResources.length ? { resources: [...RESOURCES, ...extraResources] } : {}),
    ...(extraMigrations.length ? { migrations: orderMigrations<new () => MigrationInterface>([MIGRATIONS, extraMigrations]) } : {}),
  });
  for (const named of [...(EXTRA?.hooks ?? []), ...(options.extraHooks ?? [])]) app.get(HookRegistry).register(named);
  if (options.listen) await app.listen(0, '127.0.0.1');
  else await app.init();
  const address = options.listen ? (app.getHttpServer().address() as { port: number }) : null;
  const ds = app.get(DataSource);
  // From the template, only the extra resources' migrations are pending, and the seed finds its rows (milliseconds).
  await ds.runMigrations({ transaction: 'each' });
  if (options.extraResources && !options.extraMigrations) await createTables(ds, options.extraResources);
  await seedDemo(ds, config);
  const http = () => request(app.getHttpServer());
  return {
    app, ds, config, http, url: address ? `http://127.0.0.1:${address.port}` : undefined,
    // A demo user's password by default (the seed's list); others pass theirs.
    async login(userName = 'admin', password = DEMO_USERS.find((u) => u.userName === userName)?.password ?? 'Admin12345') {
      const res = await http().post('/api/wms-user/admin/login').send({ username: userName, password });
      if (res.status !== 200) throw new Error(`login ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates the tables of test-only resources from their entity schemas (the migrated ones exist already). */
async function createTables(ds: DataSource, resources: ResourceDef[]): Promise<void> {
  const runner = ds.createQueryRunner();
  try {
    for (const def of resources) {
      const metadata = ds.getMetadata(entitySchemaOf(def));
      const sql = await ds.driver.createSchemaBuilder().log();
      const mine = sql.upQueries.filter((q) => q.query.includes(metadata.tableName));
      for (const q of mine) await runner.query(q.query, q.parameters);
    }
  } finally {
    await runner.release();
  }
}

/** A request whose body is read as bytes (an XLSX, an uploaded file). */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

/**
 * A new admin user holding exactly `grants` (through one new role made for it), signed in:
 * what a test needs to try a route with one permission more or less.
 */
export async function signedInWith(api: Harness, adminToken: string, userName: string, grants: object): Promise<string> {
  return (await signedInUser(api, adminToken, userName, grants)).token;
}

/** signedInWith, answering the user's id too; `ASSIGNED` makes a sales user (its own clients only). */
export async function signedInUser(api: Harness, adminToken: string, userName: string, grants: object, dataScope?: 'ASSIGNED'): Promise<{ id: number; token: string }> {
  const role = (await api.http().post('/api/resources/permission-roles').set(bearer(adminToken))
    .send({ roleName: `Role of ${userName}`, grants, ...(dataScope ? { dataScope } : {}) }).expect(201)).body.data;
  const user = (await api.http().post('/api/resources/admin-user').set(bearer(adminToken))
    .send({ userName, firstName: 'T', lastName: 'U', email: `${userName}@example.com`, password: 'Secret123', timeZone: 'UTC' }).expect(201)).body.data;
  await api.ds.getRepository(AdminUserRoleEntity).insert({ adminUserId: user.id, roleId: role.id });
  return { id: user.id, token: await api.login(userName, 'Secret123') };
}

let clients = 0;
/** A new OMS client of this sales owner (the demo admin by default): its id. */
export async function newClient(api: Harness, adminToken: string, salesId = 1): Promise<number> {
  const n = `${++clients}${Date.now()}`;
  return (await api.http().post('/api/resources/client').set(bearer(adminToken)).send({
    clientKind: 'oms', companyName: `Test Shipper ${n}`, firstName: 'T', lastName: 'S', contactEmail: `shipper${n}@example.com`, phone: '+1 626 555 0100', salesId,
  }).expect(201)).body.data.id;
}
