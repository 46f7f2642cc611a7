import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ACCESS_KEY, AccessRule } from '../src/core/auth/decorators';
import { Harness, startApi } from './harness';

/** Deny by default: every registered route must state who may call it. */
describe('route access declarations', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('every controller route declares public, self-only or a permission', () => {
    const scanner = new MetadataScanner();
    const routes: Array<{ route: string; rule: AccessRule | undefined }> = [];
    for (const wrapper of api.app.get(DiscoveryService).getControllers()) {
      const type = wrapper.metatype as (new () => object) | undefined;
      if (!type?.prototype) continue;
      const base = Reflect.getMetadata(PATH_METADATA, type) as string;
      for (const name of scanner.getAllMethodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const rule = (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, type)) as AccessRule | undefined;
        routes.push({ route: `${method} /api/${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''), rule });
      }
    }
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((r) => !r.rule).map((r) => r.route)).toEqual([]);
    const publicRoutes = routes.filter((r) => r.rule?.kind === 'public').map((r) => r.route).sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'POST /api/wms-user/admin/login']);
  });
});
