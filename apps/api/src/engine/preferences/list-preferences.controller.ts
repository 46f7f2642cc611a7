import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Admin, SelfOnly } from '../../core/auth/decorators';
import type { CurrentAdmin } from '../../core/http/request-context';
import { envelope, listPreferencesSchema } from '../openapi-schemas';
import { ListPreferencesService } from './list-preferences.service';

/** GET/PUT /api/me/list-preferences/{resource}: always the signed-in user's own. */
@ApiTags('My list preferences')
@ApiBearerAuth()
@Controller('me/list-preferences')
export class ListPreferencesController {
  constructor(private readonly prefs: ListPreferencesService) {}

  @Get(':resource')
  @ApiOperation({ summary: 'My columns and saved views of a list (empty until saved)' })
  @ApiResponse({ status: 200, schema: envelope(listPreferencesSchema) })
  @SelfOnly()
  get(@Param('resource') resource: string, @Admin() admin: CurrentAdmin) {
    return this.prefs.get(resource, admin);
  }

  @Put(':resource')
  @ApiOperation({ summary: 'Replace my columns and saved views of a list' })
  @ApiBody({ schema: listPreferencesSchema })
  @ApiResponse({ status: 200, schema: envelope(listPreferencesSchema) })
  @SelfOnly()
  put(@Param('resource') resource: string, @Body() body: unknown, @Admin() admin: CurrentAdmin) {
    return this.prefs.put(resource, body, admin);
  }
}
