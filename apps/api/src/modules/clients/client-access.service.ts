import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { client } from '@console/resources';
import { AppException } from '../../core/envelope/app-exception';
import { entitySchemaOf } from '../../engine/entity-schema';
import { ClientAct, clientRefusal, type ClientStanding } from './client-may';

/**
 * The one server-side check of what a client may do, for every module that acts for a client
 * (orders submit applications, shipping creates labels, the portal signs in): 
 * `assertClientMay(clientId, act)` answers nothing or throws 403 with the reason in both languages.
 */
@Injectable()
export class ClientAccessService {
  constructor(private readonly ds: DataSource) {}

  /** `clientId` is the client's record id; `em` reads inside the caller's transaction. */
  async assertClientMay(clientId: number, act: ClientAct, em: EntityManager = this.ds.manager): Promise<void> {
    const row = await em.getRepository(entitySchemaOf(client)).findOneBy({ id: clientId }) as ClientStanding | null;
    if (!row) throw new AppException(404, 'clientNotFound');
    this.assertStandingMay(row, act);
  }

  /** The same check on a client already read (as the caller may see it): nothing, or 403 with the reason. */
  assertStandingMay(row: ClientStanding, act: ClientAct): void {
    const refusal = clientRefusal(row, act);
    if (refusal) {
      const params = refusal.reason !== undefined ? { reason: refusal.reason } : undefined;
      throw new AppException(403, refusal.key, params ? { en: params, zh: params } : undefined);
    }
  }
}
