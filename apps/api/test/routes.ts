import { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ACCESS_KEY, AccessRule } from '../src/core/auth/decorators';

export interface RouteInfo {
  method: string;
  path: string;
  rule: AccessRule | undefined;
}

/** Every route the app registered, as `METHOD /api/path`, with its access rule. */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const type = wrapper.metatype as (new () => object) | undefined;
    if (!type?.prototype) continue;
    const base = Reflect.getMetadata(PATH_METADATA, type) as string;
    for (const name of scanner.getAllMethodNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      routes.push({
        method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
        path: `/api/${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, ''),
        rule: (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, type)) as AccessRule | undefined,
      });
    }
  }
  return routes;
}
