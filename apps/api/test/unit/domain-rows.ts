import { isStored, type ResourceDef } from '@console/metadata';
import { adminUser, client } from '@console/resources';
import type { Row } from '../../src/engine/row';
import type { EngineOnSqlite } from './engine-on-sqlite';

/** A definition's stored defaults under `values`, as a create through the service would store them. */
const withDefaults = (def: ResourceDef, values: Row): Row => ({
  ...Object.fromEntries(Object.entries(def.fields).filter(([, f]) => isStored(f) && f.default !== undefined).map(([key, f]) => [key, f.default])),
  ...values,
});

/**
 * The few rows domain hook specs stand on, written as the engine writes rows (no hooks of their
 * own resources: a client's code and a user's password are not what these specs are about).
 */
export async function seedAgentAndClient(engine: EngineOnSqlite): Promise<{ agentId: number; clientId: number }> {
  return engine.ds.transaction(async (em) => {
    const agent = await engine.writer.insert(em, adminUser, withDefaults(adminUser, {
      userName: 'agent', firstName: 'Ann', lastName: 'Agent', email: 'ann@example.com', timeZone: 'UTC', passwordHash: 'x', isSuperAdmin: false, tokenVersion: 0,
    }));
    const acme = await engine.writer.insert(em, client, withDefaults(client, {
      clientKind: 'oms', companyName: 'Acme Apparel LLC', firstName: 'Tia', lastName: 'Tester', contactEmail: 'tia@example.com',
      phone: '+1 626 555 0100', salesId: agent.id, clientId: 'C000001',
    }));
    return { agentId: Number(agent.id), clientId: Number(acme.id) };
  });
}
