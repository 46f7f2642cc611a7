import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CustomAction, ResourceDef } from '@console/metadata';
import { Admin, RequirePermission } from '../core/auth/decorators';
import { badRequest } from '../core/envelope/app-exception';
import type { CurrentAdmin } from '../core/http/request-context';
import { parseListQuery } from './query';
import { ResourceService } from './resource.service';
import { ExportJobs } from './export/export-jobs.service';
import { presentMessage } from './export/present-message';
import { docsFor } from './openapi-schemas';

export const serviceToken = (name: string) => `resource-service:${name}`;

function parseId(raw: string): number {
  if (!/^[0-9]{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw badRequest('badId');
  return Number(raw);
}

/** Query parameters a list call accepts, for the OpenAPI page. */
function listQueryDocs(def: ResourceDef): MethodDecorator[] {
  const docs = [
    ApiQuery({ name: 'curPageNo', required: false, type: Number }),
    ApiQuery({ name: 'pageSize', required: false, type: Number }),
    ApiQuery({ name: 'sortField', required: false, enum: ['id', 'createTime', 'updateTime', ...Object.keys(def.fields).filter((k) => def.fields[k].sort)] }),
    ApiQuery({ name: 'sortOrder', required: false, enum: ['asc', 'desc'] }),
  ];
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.filter) docs.push(ApiQuery({ name: key, required: false, description: `${field.label.en} (${field.filter})` }));
  }
  return docs;
}

const apply = (decorators: MethodDecorator[]): MethodDecorator => (target, key, descriptor) => {
  for (const d of decorators) d(target, key, descriptor);
};

/**
 * One REST controller per resource, generated: every handler is one line that states its
 * permission and hands over to the generic service.
 */
export function resourceControllerFor(def: ResourceDef): Type<unknown> {
  const ref = def.permission;

  @ApiTags(def.label.en)
  @ApiBearerAuth()
  @Controller(`resources/${def.name}`)
  class GeneratedResourceController {
    constructor(
      @Inject(serviceToken(def.name)) private readonly service: ResourceService,
      private readonly exports: ExportJobs,
    ) {}

    @Get()
    @ApiOperation({ summary: `List ${def.label.en}` })
    @apply(listQueryDocs(def))
    @docsFor.page(def)
    @RequirePermission(ref, 'view')
    list(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
      return this.service.list(parseListQuery(def, query), admin);
    }

    @Post('export')
    @HttpCode(202)
    @ApiOperation({ summary: `Export ${def.label.en} to XLSX (query: the list's filters and sort; body: columns, lang)` })
    @RequirePermission(ref, 'export')
    async export(@Query() query: Record<string, unknown>, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
      return presentMessage(await this.exports.request(def, query, body, admin));
    }

    @Get(':id')
    @ApiOperation({ summary: `Get one ${def.label.en}` })
    @docsFor.record(def)
    @RequirePermission(ref, 'view')
    get(@Param('id') id: string, @Admin() admin: CurrentAdmin) {
      return this.service.get(parseId(id), admin);
    }

    @Get(':id/history')
    @ApiOperation({ summary: `Who changed this ${def.label.en} and how (newest first, 100 entries)` })
    @RequirePermission(ref, 'view')
    history(@Param('id') id: string, @Admin() admin: CurrentAdmin) {
      return this.service.history(parseId(id), admin);
    }

    @Post()
    @ApiOperation({ summary: `Create ${def.label.en}` })
    @docsFor.body(def, 'create')
    @docsFor.record(def, 201)
    @RequirePermission(ref, 'create')
    create(@Body() body: unknown, @Admin() admin: CurrentAdmin) {
      return this.service.create(body, admin);
    }

    @Put(':id')
    @ApiOperation({ summary: `Update ${def.label.en} (send the version you read)` })
    @docsFor.body(def, 'update')
    @docsFor.record(def)
    @RequirePermission(ref, 'edit')
    update(@Param('id') id: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
      return this.service.update(parseId(id), body, admin);
    }

    @Delete(':id')
    @ApiOperation({ summary: `Delete ${def.label.en} (query: version)` })
    @ApiQuery({ name: 'version', required: true, type: Number })
    @RequirePermission(ref, 'delete')
    async remove(@Param('id') id: string, @Query('version') version: unknown, @Admin() admin: CurrentAdmin) {
      await this.service.remove(parseId(id), version, admin);
    }
  }
  // Only the writes the resource declares get a route (admin users, say, are never deleted).
  const proto = GeneratedResourceController.prototype as unknown as Record<string, unknown>;
  if (!def.actions.includes('create')) delete proto.create;
  if (!def.actions.includes('edit')) delete proto.update;
  if (!def.actions.includes('delete')) delete proto.remove;
  if (!def.actions.includes('export')) delete proto.export;
  for (const action of def.customActions ?? []) addCustomAction(GeneratedResourceController, def, action);
  Object.defineProperty(GeneratedResourceController, 'name', { value: `${pascal(def.name)}Controller` });
  return GeneratedResourceController;
}

/** POST /resources/{name}/{id}/actions/{action}: one route per declared action, each with its level. */
function addCustomAction(controller: Type<unknown>, def: ResourceDef, action: CustomAction): void {
  const method = `action_${action.name.replace(/\W/g, '_')}`;
  const proto = controller.prototype as Record<string, unknown>;
  proto[method] = function (this: { service: ResourceService }, id: string, admin: CurrentAdmin) {
    return this.service.runAction(parseId(id), action.name, admin);
  };
  const descriptor = Object.getOwnPropertyDescriptor(proto, method)!;
  Param('id')(proto, method, 0);
  Admin()(proto, method, 1);
  for (const decorate of [
    Post(`:id/actions/${action.name}`),
    HttpCode(200),
    ApiOperation({ summary: `${action.label.en} (${def.label.en})` }),
    RequirePermission(def.permission, action.action),
  ]) decorate(proto, method, descriptor);
  Reflect.defineMetadata('design:paramtypes', [String, Object], proto, method);
}

/** Spec paths that answer a resource's list call (e.g. /wms-user/fba/address/search). */
export function aliasControllerFor(def: ResourceDef, path: string): Type<unknown> {
  @ApiTags(def.label.en)
  @ApiBearerAuth()
  @Controller(path)
  class AliasController {
    constructor(@Inject(serviceToken(def.name)) private readonly service: ResourceService) {}

    @Get()
    @ApiOperation({ summary: `List ${def.label.en} (spec path)` })
    @RequirePermission(def.permission, 'view')
    list(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
      return this.service.list(parseListQuery(def, query), admin);
    }
  }
  Object.defineProperty(AliasController, 'name', { value: `${pascal(def.name)}AliasController` });
  return AliasController;
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}
