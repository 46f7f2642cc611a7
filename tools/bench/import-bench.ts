import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';

const ROWS = 50_000;
const HEADERS = ['Address Book Name', 'Type', 'Name', 'Company', 'Phone', 'Email', 'Country', 'State', 'City', 'Street Address', 'Unit/Apt/Suite', 'Zip Code', 'Residential'];
const PLACES = [['Reno', 'NV', '89502'], ['Ontario', 'CA', '91761'], ['Dallas', 'TX', '75241'], ['Joliet', 'IL', '60436'], ['Kent', 'WA', '98032']];

/** A believable address book of ROWS rows in the template's columns, streamed to a file. */
async function writeAddresses(file: string): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Address Book');
  sheet.addRow(HEADERS).commit();
  for (let i = 0; i < ROWS; i++) {
    const [city, state, zip] = PLACES[i % PLACES.length];
    sheet.addRow([`Bench ${i + 1}`, i % 4 ? 'Recipient' : 'Sender', `Person ${i + 1}`, `Company ${i % 900}`, `775555${String(i % 10000).padStart(4, '0')}`,
      `person${i + 1}@example.com`, 'US', state, city, `${100 + (i % 9000)} Main St`, `Suite ${1 + (i % 400)}`, zip, i % 3 ? 'No' : 'Yes']).commit();
  }
  sheet.commit();
  await book.commit();
}

/** A 50,000-row address XLSX imported as a background job (time and peak RSS). */
export async function importBench(dataDir: string): Promise<void> {
  const file = join(dataDir, 'addresses-50k.xlsx');
  await writeAddresses(file);
  const child = (mode: string) => execFileSync('node', [join(__dirname, 'import-child.js'), mode, dataDir, file, String(ROWS)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  child('prepare');
  const out = child('run');
  const result = JSON.parse(out.trim().split('\n').pop()!) as { seconds: number; cpuSeconds: number; peakRssMb: number; baselineRssMb: number; rows: number };
  console.log(`  import job, ${result.rows} addresses  ${result.seconds.toFixed(1)} s (${result.cpuSeconds.toFixed(1)} s of CPU), peak RSS ${result.peakRssMb.toFixed(0)} MB`
    + ` (${(result.peakRssMb - result.baselineRssMb).toFixed(0)} MB over the ${result.baselineRssMb.toFixed(0)} MB the signed-in API held before) (aim: <= 20 s and <= 300 MB; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
}
