import { loadavg } from 'node:os';
import { labelPdf } from 'api/dist/modules/orders/labels/label-pdf';
import { ms, percentile } from './stats';

const LABELS = 1000;

/**
 * The label PDF alone (pdf-lib and the Code 128 bars), one core: labels per second over the CPU
 * time used, the size of each (aim <= 60 kB), a 4x6 label in Latin and one with a Chinese
 * recipient (the font cut to its characters). The labels created through the API, with their
 * ledger postings, are the orders bench's; this part says what the PDF costs of them.
 */
export async function labelBench(): Promise<void> {
  const base = {
    size: '4x6' as const, carrier: 'UPS', service: 'GROUND', weight: 3.2, weightUnit: 'lb' as const, trackingNo: '1Z999AA10123456784', shipDate: '11/28/2026',
    sender: { name: 'Reno Warehouse 1', company: 'WMS Console', addressLine1: '500 E 4th St', city: 'Reno', stateCode: 'NV', zipCode: '89502', countryCode: 'US', phone: '7755550100' },
    recipient: { name: 'Ann Lee', addressLine1: '1 Main St', addressLine2: 'Apt 4', city: 'Austin', stateCode: 'TX', zipCode: '78701', countryCode: 'US', phone: '5125550100' },
  };
  const chinese = { ...base, recipient: { name: '李安', addressLine1: '上海市浦东新区世纪大道100号', city: 'Shanghai', zipCode: '200120', countryCode: 'CN' } };
  for (const [name, input] of [['Latin', base], ['Chinese recipient', chinese]] as const) {
    await labelPdf({ ...input, orderNo: 'warm-up' });
    const times: number[] = [];
    let bytes = 0;
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < LABELS; i++) {
      const start = process.hrtime.bigint();
      bytes = Math.max(bytes, (await labelPdf({ ...input, orderNo: `SO2611${String(i).padStart(6, '0')}` })).length);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const cpu = process.cpuUsage(cpuStart);
    times.sort((a, b) => a - b);
    const perSecond = Math.round(LABELS / ((cpu.user + cpu.system) / 1e6));
    console.log(`  4x6, ${name}: ${perSecond} labels/s of CPU, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, largest ${(bytes / 1024).toFixed(1)} kB (aim <= 60 kB); load ${loadavg()[0].toFixed(1)}`);
  }
}
