import { clientOrder } from '@console/resources';
import { entitySchemaOf } from '../../src/engine/entity-schema';
import { bearer, type Harness } from '../harness';
import { PACKAGE, RECIPIENT, SENDER } from '../orders/order-fixtures';

/**
 * What the billing e2e files share: the place their stock is received at, and parcel orders of
 * one sku submitted, then shipped, through the API (02 §4), as the charging events need them.
 */

/** The first demo warehouse and its first pick location. */
export async function stockPlace(api: Harness, token: string): Promise<{ warehouseId: number; locationId: number }> {
  const locs = (await api.http().get('/api/resources/location?pageSize=100&sortField=id&sortOrder=asc').set(bearer(token)).expect(200)).body.data.records as Array<{ id: number; warehouseId: number; kind: number }>;
  const warehouseId = locs[0].warehouseId;
  return { warehouseId, locationId: locs.find((l) => l.warehouseId === warehouseId && l.kind === 1)!.id };
}

/** A parcel order of `qty` of the sku in two 12x10x6 in packages, submitted (its stock allocated). */
export async function submittedOrder(api: Harness, token: string, at: { clientId: number; warehouseId: number; sku: string; qty: number }): Promise<{ id: number; orderNo: string }> {
  const order = (await api.http().post('/api/resources/client-order').set(bearer(token)).send({
    clientId: at.clientId, warehouseId: at.warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
    recipient: RECIPIENT, sender: SENDER, packages: [PACKAGE, PACKAGE], items: [{ sku: at.sku, qty: at.qty }],
  }).expect(201)).body.data as { id: number; orderNo: string };
  await api.http().post(`/api/resources/client-order/${order.id}/actions/submit`).set(bearer(token)).send({}).expect(200);
  return order;
}

/** A submitted order labelled and shipped (the Ship event charged); picking and packing have no screens yet, so it is put at To Ship directly. */
export async function shipOrder(api: Harness, token: string, id: number): Promise<void> {
  const act = (action: string, values: object = {}) => api.http().post(`/api/resources/client-order/${id}/actions/${action}`).set(bearer(token)).send(values).expect(200);
  await act('createLabel');
  await api.ds.getRepository(entitySchemaOf(clientOrder)).update({ id }, { status: 5 });
  const version = (await api.http().get(`/api/resources/client-order/${id}`).set(bearer(token)).expect(200)).body.data.version;
  await act('ship', { version });
}
