import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Req, Res, StreamableFile, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CustomAction, ResourceDef, isListAction, lookupFields, lookupGrants, listTabParam, resourceRefs } from '@console/metadata';
import { Admin, RequireAnyOf, RequirePermission } from '../core/auth/decorators';
import { badRequest } from '../core/envelope/app-exception';
import { WithMessage } from '../core/envelope/with-message';
import type { CurrentAdmin } from '../core/http/request-context';
import { AS_OF_KEY, parseListQuery } from './query';
import { HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT, parseHistoryPage } from './history-query';
import { parseLookupQuery } from './lookup';
import type { FindResource } from './find-resource';
import { ResourceService } from './resource.service';
import { ExportJobs } from './export/export-jobs.service';
import { presentMessage } from './export/present-message';
import { docsFor } from './openapi-schemas';
import { FileService } from './files/file.service';
import { ImportService } from './import/import.service';
import { importTemplate } from './import/import-template';
import { groupColumns, groupedImportOf } from './import/group-columns';
import { parseBulkItems, runBulk } from './bulk';
import { attachmentDisposition } from '../core/http/attachment';

const DOCUMENT_TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const serviceToken = (name: string) => `resource-service:${name}`;

export function parseId(raw: string): number {
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
    ApiQuery({ name: 'id', required: false, description: 'these records only: id=1&id=2 (at most 100)' }),
  ];
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.filter) docs.push(ApiQuery({ name: key, required: false, description: `${field.label.en} (${field.filter})` }));
  }
  if (def.listTabs) {
    const tabs = def.listTabs.tabs.map((t) => `${t.code === '' ? '(empty)' : t.code} ${t.label.en}`).join(', ');
    docs.push(ApiQuery({ name: listTabParam(def), required: false, description: `a filter tab, ANDed with the other filters: ${tabs}` }));
  }
  if (def.versions) docs.push(ApiQuery({ name: AS_OF_KEY, required: false, description: 'YYYY-MM-DD: the records in force that day, with the values of their version then (versionInForce)' }));
  return docs;
}

const apply = (decorators: MethodDecorator[]): MethodDecorator => (target, key, descriptor) => {
  for (const d of decorators) d(target, key, descriptor);
};

/**
 * One REST controller per resource, generated: every handler is one line that states its
 * permission and hands over to the generic service.
 */
export function resourceControllerFor(def: ResourceDef, find: FindResource): Type<unknown> {
  const ref = permissionOf(def);

  @ApiTags(def.label.en)
  @ApiBearerAuth()
  @Controller(`resources/${def.name}`)
  class GeneratedResourceController {
    constructor(
      @Inject(serviceToken(def.name)) private readonly service: ResourceService,
      private readonly exports: ExportJobs,
      private readonly files: FileService,
      private readonly imports: ImportService,
    ) {}

    @Get('import/template')
    @ApiOperation({ summary: `An empty XLSX to import ${def.label.en} (query: lang en|zh): the export's columns a create takes` })
    @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh'] })
    @RequirePermission(ref, 'create')
    async importTemplate(@Query('lang') lang: unknown, @Res({ passthrough: true }) res: Response) {
      const { fileName, bytes } = await importTemplate(def, lang, groupedImportOf(def) ? groupColumns(def, find) : undefined);
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('Content-Disposition', attachmentDisposition(fileName));
      return new StreamableFile(bytes);
    }

    @Post('import/preview')
    @HttpCode(200)
    @ApiOperation({ summary: `Check an XLSX of ${def.label.en} row by row (multipart, part "file"); nothing is written` })
    @RequirePermission(ref, 'create')
    importPreview(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin) {
      return this.imports.preview(this.service, req, res, admin);
    }

    @Post('import')
    @HttpCode(200)
    @ApiOperation({ summary: `Import an XLSX of ${def.label.en}: every row or none (refused while any row has an error). More than IMPORT_SYNC_ROWS rows: 202 {jobId, total}, written by a background job (GET /api/jobs/{jobId})` })
    @RequirePermission(ref, 'create')
    importCommit(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin) {
      return this.imports.commit(this.service, req, res, admin);
    }

    @Post('files/:field')
    @HttpCode(201)
    @ApiOperation({ summary: `Upload files for a file field of ${def.label.en} (multipart, parts named "file"); answers [{id, name, size, mime}] to send in the field` })
    @RequirePermission(ref, 'create')
    upload(@Param('field') field: string, @Req() req: Request, @Res({ passthrough: true }) res: Response, @Admin() admin: CurrentAdmin) {
      return this.files.upload(def, field, req, res, admin);
    }

    @Get()
    @ApiOperation({ summary: `List ${def.label.en}` })
    @apply(listQueryDocs(def))
    @docsFor.page(def)
    @RequirePermission(ref, 'view')
    list(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
      return this.service.list(parseListQuery(def, query), admin);
    }

    @Post('bulk/delete')
    @HttpCode(200)
    @ApiOperation({ summary: `Delete several ${def.label.en} (body: items with id and version, at most 100); each is checked and refused on its own` })
    @docsFor.bulk()
    @RequirePermission(ref, 'delete')
    async bulkRemove(@Body() body: unknown, @Admin() admin: CurrentAdmin) {
      const items = parseBulkItems(body);
      return runBulk(items, (item) => this.service.remove(item.id, String(item.version), admin));
    }

    @Post('export')
    @HttpCode(202)
    @ApiOperation({ summary: `Export ${def.label.en} to XLSX (query: the list's filters and sort; body: columns, lang, ids of a selection)` })
    @docsFor.exportBody()
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

    @Get(':id/documents/:document')
    @ApiOperation({ summary: `A ${def.label.en} printed as one of its documents (query: lang en|zh)` })
    @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh'] })
    @RequirePermission(ref, 'view')
    async document(@Param('id') id: string, @Param('document') document: string, @Query('lang') lang: unknown, @Admin() admin: CurrentAdmin, @Res({ passthrough: true }) res: Response) {
      const file = await this.service.document(parseId(id), document, lang === 'zh' ? 'zh' : 'en', admin);
      res.setHeader('Content-Type', DOCUMENT_TYPES[file.format]);
      res.setHeader('Content-Disposition', attachmentDisposition(`${file.fileName}.${file.format}`));
      return new StreamableFile(file.bytes);
    }

    @Get(':id/history')
    @ApiOperation({ summary: `Who changed this ${def.label.en} and how (newest first; page with before = the last entry's id)` })
    @ApiQuery({ name: 'before', required: false, type: Number, description: 'entries older than this audit id' })
    @ApiQuery({ name: 'limit', required: false, type: Number, description: `1..${HISTORY_MAX_LIMIT}, default ${HISTORY_DEFAULT_LIMIT}` })
    @RequirePermission(ref, 'view')
    history(@Param('id') id: string, @Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
      return this.service.history(parseId(id), admin, parseHistoryPage(query));
    }

    @Get(':id/versions')
    @ApiOperation({ summary: `The dated versions of this ${def.label.en}, newest first: values, effective date, who and when` })
    @RequirePermission(ref, 'view')
    versions(@Param('id') id: string, @Admin() admin: CurrentAdmin) {
      return this.service.versions(parseId(id), admin);
    }

    @Post(':id/versions/:version/rollback')
    @HttpCode(200)
    @ApiOperation({ summary: `Make an earlier version of this ${def.label.en} current again, as a new version (body: version you read, effectiveFrom)` })
    @RequirePermission(ref, 'edit')
    rollback(@Param('id') id: string, @Param('version') version: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
      return this.service.rollback(parseId(id), parseId(version), body, admin);
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
    async update(@Param('id') id: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
      const { record, notice } = await this.service.updateSaying(parseId(id), body, admin);
      return notice ? new WithMessage(record, notice) : record;
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
  if (!def.actions.includes('delete')) { delete proto.remove; delete proto.bulkRemove; }
  if (!def.versions) delete proto.versions;
  if (!def.versions || !def.actions.includes('edit')) delete proto.rollback;
  if (!def.actions.includes('export')) delete proto.export;
  if (!def.documents?.length) delete proto.document;
  // Uploads only where a form has a file field and a write to put it in.
  const hasFiles = Object.values(def.fields).some((f) => f.kind === 'file');
  if (!hasFiles || !(def.actions.includes('create') || def.actions.includes('edit'))) delete proto.upload;
  if (!def.import || !def.actions.includes('create')) {
    delete proto.importTemplate;
    delete proto.importPreview;
    delete proto.importCommit;
  }
  for (const action of def.customActions ?? []) addCustomAction(GeneratedResourceController, def, action);
  for (const [field] of lookupFields(def)) addLookup(GeneratedResourceController, def, field, find);
  Object.defineProperty(GeneratedResourceController, 'name', { value: `${pascal(def.name)}Controller` });
  return GeneratedResourceController;
}

/**
 * POST /resources/{name}/{id}/actions/{action}: one route per declared action, each with its
 * level; and its bulk twin POST /resources/{name}/bulk/actions/{action}, added first so that
 * `bulk` is never read as an id.
 */
function addCustomAction(controller: Type<unknown>, def: ResourceDef, action: CustomAction): void {
  const proto = controller.prototype as Record<string, unknown>;
  if (isListAction(action)) return addListAction(proto, def, action);
  if (action.bulk !== false) addBulkAction(proto, def, action);
  addSingleAction(proto, def, action);
}

function addBulkAction(proto: Record<string, unknown>, def: ResourceDef, action: CustomAction): void {
  const bulkMethod = `bulk_action_${action.name.replace(/\W/g, '_')}`;
  proto[bulkMethod] = function (this: { service: ResourceService }, body: unknown, admin: CurrentAdmin) {
    const items = parseBulkItems(body);
    // The same input for every record (one reason for a whole selection's suspension).
    const input = typeof body === 'object' && body !== null && 'input' in body ? (body as { input: unknown }).input : undefined;
    return runBulk(items, (item) => this.service.runAction(item.id, action.name, admin, item.version, input));
  };
  const bulkDescriptor = Object.getOwnPropertyDescriptor(proto, bulkMethod)!;
  Body()(proto, bulkMethod, 0);
  Admin()(proto, bulkMethod, 1);
  for (const decorate of [
    Post(`bulk/actions/${action.name}`),
    HttpCode(200),
    ApiOperation({ summary: `${action.label.en} on several ${def.label.en} (items with id and version, at most 100)` }),
    docsFor.bulk(),
    RequirePermission(actionPermissionOf(def, action), action.action),
  ]) decorate(proto, bulkMethod, bulkDescriptor);
  Reflect.defineMetadata('design:paramtypes', [Object, Object], proto, bulkMethod);
}

function addSingleAction(proto: Record<string, unknown>, def: ResourceDef, action: CustomAction): void {
  const method = `action_${action.name.replace(/\W/g, '_')}`;
  proto[method] = function (this: { service: ResourceService }, id: string, admin: CurrentAdmin, body: unknown) {
    return this.service.runActionSaying(parseId(id), action.name, admin, body);
  };
  const descriptor = Object.getOwnPropertyDescriptor(proto, method)!;
  Param('id')(proto, method, 0);
  Admin()(proto, method, 1);
  Body()(proto, method, 2);
  for (const decorate of [
    Post(`:id/actions/${action.name}`),
    HttpCode(200),
    ApiOperation({ summary: `${action.label.en} (${def.label.en})` }),
    RequirePermission(actionPermissionOf(def, action), action.action),
  ]) decorate(proto, method, descriptor);
  Reflect.defineMetadata('design:paramtypes', [String, Object, Object], proto, method);
}

/** POST /resources/{name}/actions/{action}: a list action (Create Transaction), with its level. */
function addListAction(proto: Record<string, unknown>, def: ResourceDef, action: CustomAction): void {
  const method = `list_action_${action.name.replace(/\W/g, '_')}`;
  proto[method] = function (this: { service: ResourceService }, body: unknown, admin: CurrentAdmin, key: string | undefined) {
    return this.service.runListAction(action.name, admin, body, key);
  };
  const descriptor = Object.getOwnPropertyDescriptor(proto, method)!;
  Body()(proto, method, 0);
  Admin()(proto, method, 1);
  Headers('idempotency-key')(proto, method, 2);
  for (const decorate of [
    Post(`actions/${action.name}`),
    HttpCode(200),
    ApiOperation({ summary: `${action.label.en} (${def.label.en}); header Idempotency-Key makes a retry safe` }),
    RequirePermission(actionPermissionOf(def, action), action.action),
  ]) decorate(proto, method, descriptor);
  Reflect.defineMetadata('design:paramtypes', [Object, Object, String], proto, method);
}

/**
 * GET /resources/{name}/lookup/{field}?q=&id=&limit=: id and label of the records the field may
 * point at, one route per relation field, open to who may create or edit the resource or view
 * the target (lookupGrants). Registered before `:id` routes would matter: `lookup/x` has two segments.
 */
function addLookup(controller: Type<unknown>, def: ResourceDef, field: string, find: FindResource): void {
  const method = `lookup_${field.replace(/\W/g, '_')}`;
  const proto = controller.prototype as Record<string, unknown>;
  proto[method] = function (this: { service: ResourceService }, query: Record<string, unknown>, admin: CurrentAdmin) {
    return this.service.lookup(field, parseLookupQuery(this.service.lookupTargetOf(field), query), admin);
  };
  const descriptor = Object.getOwnPropertyDescriptor(proto, method)!;
  Query()(proto, method, 0);
  Admin()(proto, method, 1);
  const targetName = def.fields[field].relation!.resource;
  for (const decorate of [
    Get(`lookup/${field}`),
    ApiOperation({ summary: `Id and label of the ${targetName} records ${def.label.en} ${field} may point at (query: q, id, limit)` }),
    ApiQuery({ name: 'q', required: false, description: 'text in the label' }),
    ApiQuery({ name: 'id', required: false, description: 'these records (repeat: id=1&id=2)' }),
    ApiQuery({ name: 'limit', required: false, type: Number }),
    RequireAnyOf(lookupGrants(def, find(targetName), field)),
  ]) decorate(proto, method, descriptor);
  Reflect.defineMetadata('design:paramtypes', [Object, Object], proto, method);
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
    @RequirePermission(permissionOf(def), 'view')
    list(@Query() query: Record<string, unknown>, @Admin() admin: CurrentAdmin) {
      return this.service.list(parseListQuery(def, query), admin);
    }
  }
  Object.defineProperty(AliasController, 'name', { value: `${pascal(def.name)}AliasController` });
  return AliasController;
}

/** The resource's sub-role, or for a partitioned resource any of its values' sub-roles (rows are narrowed by the service). */
/** An action's own sub-role (a proxy login), else the resource's. */
function actionPermissionOf(def: ResourceDef, action: CustomAction) {
  return action.sub ? { module: def.permission.module, sub: action.sub } : permissionOf(def);
}

function permissionOf(def: ResourceDef) {
  return def.partition ? resourceRefs(def) : def.permission;
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}
