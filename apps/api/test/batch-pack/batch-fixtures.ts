import { bearer, newClient } from '../harness';
import type { useApi } from '../use-api';
import { PACKAGE, RECIPIENT, SENDER } from '../orders/order-fixtures';
import { upcA } from '../../src/seed/upc';

type Api = ReturnType<typeof useApi>;

/**
 * A client of its own with stock in zones of its own (so no other file's orders fall in them),
 * in the first warehouse: locations made with the codes, zones and pick sequences given, each
 * sku received onto its location, and parcel orders submitted (their stock allocated).
 */
export async function batchFloor(api: Api, places: Array<{ code: string; zone: string; pickSequence: number; sku: string; stock: number }>) {
  const http = () => api.http();
  const clientId = await newClient(api, api.admin);
  const tag = Date.now().toString(36).toUpperCase().slice(-5);
  // the products' UPC-A codes: the run's moment and the product's place (a scan looks among the batch's clients only)
  const stamp = String(Date.now()).slice(-9);
  let index = 0;
  const warehouseId = (await http().get('/api/resources/warehouse?pageSize=1&sortField=id&sortOrder=asc').set(bearer(api.admin)).expect(200)).body.data.records[0].id as number;
  const skus: Record<string, string> = {};
  const locations: Record<string, number> = {};
  for (const place of places) {
    const code = `${place.zone}${tag}-${place.code}`;
    const location = (await http().post('/api/resources/location').set(bearer(api.admin))
      .send({ code, warehouseId, kind: 1, pickSequence: place.pickSequence, zone: `${place.zone}${tag}`.slice(0, 8), status: 1 }).expect(201)).body.data;
    locations[place.code] = location.id;
    const sku = `${place.sku}-${tag}`;
    skus[place.sku] = sku;
    await http().post('/api/resources/product').set(bearer(api.admin)).send({ clientId, sku, name: `Batch ${place.sku}`, weight: '0.500', weightUnit: 'LB', fnsku: `X00${tag}${place.sku}`.slice(0, 10).padEnd(10, '0').toUpperCase(), barcode: upcA(`${stamp}${String(index++).padStart(2, '0')}`) }).expect(201);
    await http().post('/api/inventory/receive').set(bearer(api.admin)).send({ warehouseId, locationId: location.id, clientId, sku, standard: place.stock }).expect(201);
  }
  const zone = (z: string) => `${z}${tag}`.slice(0, 8);
  /** A submitted parcel order of these skus (by their short names) and quantities. */
  const order = async (items: Record<string, number>): Promise<{ id: number; orderNo: string }> => {
    const created = (await http().post('/api/resources/client-order').set(bearer(api.admin)).send({
      clientId, warehouseId, shippingAccountId: 1, carrierServiceId: 1, packageType: 'YOUR_PACKAGING', signatureType: 4, labelSize: '4x6',
      recipient: RECIPIENT, sender: SENDER, lithium: 1, packages: [PACKAGE], items: Object.entries(items).map(([s, qty]) => ({ sku: skus[s], qty })),
    }).expect(201)).body.data;
    await http().post(`/api/resources/client-order/${created.id}/actions/submit`).set(bearer(api.admin)).send({}).expect(200);
    return { id: created.id, orderNo: created.orderNo };
  };
  return { clientId, warehouseId, skus, locations, zone, order, tag };
}
