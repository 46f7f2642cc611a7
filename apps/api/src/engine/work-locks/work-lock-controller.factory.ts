import { Controller, Delete, HttpCode, Inject, Param, Post, Put, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ResourceDef } from '@console/metadata';
import { Admin, RequirePermission } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceService } from '../resource.service';
import { parseId, serviceToken } from '../resource-controller.factory';
import { WorkLocks, presentLock } from './work-locks.service';

/**
 * `/api/work-locks/<resource>/:id`, one controller per editable resource so the route states the
 * resource's update permission like its PUT does. The record must be reachable (404 otherwise).
 */
export function workLockControllerFor(def: ResourceDef): Type<unknown> {
  @ApiTags('Work locks')
  @ApiBearerAuth()
  @Controller(`work-locks/${def.name}`)
  class GeneratedWorkLockController {
    constructor(
      @Inject(serviceToken(def.name)) private readonly service: ResourceService,
      private readonly locks: WorkLocks,
    ) {}

    @Post(':id')
    @HttpCode(200)
    @ApiOperation({ summary: `Start editing a ${def.label.en}: take its work lock (409 while another user holds it)` })
    @RequirePermission(def.permission, 'edit')
    async acquire(@Param('id') raw: string, @Admin() admin: CurrentAdmin) {
      const id = parseId(raw);
      await this.service.get(id, admin);
      return presentLock(await this.locks.acquire(def.name, id, admin));
    }

    @Put(':id')
    @ApiOperation({ summary: `Keep editing a ${def.label.en}: extend the caller's work lock` })
    @RequirePermission(def.permission, 'edit')
    async renew(@Param('id') raw: string, @Admin() admin: CurrentAdmin) {
      const id = parseId(raw);
      await this.service.get(id, admin);
      return presentLock(await this.locks.renew(def.name, id, admin));
    }

    @Delete(':id')
    @ApiOperation({ summary: `Stop editing a ${def.label.en}: release the caller's work lock` })
    @RequirePermission(def.permission, 'edit')
    async release(@Param('id') raw: string, @Admin() admin: CurrentAdmin) {
      const id = parseId(raw);
      await this.service.get(id, admin);
      await this.locks.release(def.name, id, admin);
      return null;
    }
  }
  Object.defineProperty(GeneratedWorkLockController, 'name', { value: `${def.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}WorkLockController` });
  return GeneratedWorkLockController;
}
