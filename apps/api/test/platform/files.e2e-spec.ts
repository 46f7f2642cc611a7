import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileService } from '../../src/engine/files/file.service';
import { Harness, bearer, startApi } from '../harness';
import { EXE, PDF, PNG } from '../fixtures/files';

/**
 * Uploads through the one files module, on co-warehouse's Contract field (pdf, jpg, png, zip;
 * 5 MB and 6 files, spec 01 §5): type by magic bytes, limits, who may attach and download, and
 * the orphan sweep. Real multipart requests, real files in DATA_DIR, a real database.
 */
const upload = '/api/resources/co-warehouse/files/contract';

describe('file uploads', () => {
  let api: Harness;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
    operator = await api.login('operator');
  });
  afterAll(() => api.close());

  const send = (token: string, files: Array<[Buffer, string, string?]>, path = upload) => {
    const req = api.http().post(path).set(bearer(token));
    for (const [bytes, name, type] of files) req.attach('file', bytes, { filename: name, contentType: type ?? 'application/octet-stream' });
    return req;
  };
  const warehouse = (token: string, extra: Record<string, unknown>) => api.http().post('/api/resources/co-warehouse').set(bearer(token)).send({
    warehouse: `WH-${Math.random().toString(36).slice(2, 8)}`, company: 'ACME', address: '1 Main St', contactPerson: 'Ann',
    contactPhone: '+1 775 555 0100', startTime: '2026-11-01', ...extra,
  });
  const download = (token: string, id: number) => api.http().get(`/api/files/${id}`).set(bearer(token)).buffer(true)
    .parse((res, cb) => { const chunks: Buffer[] = []; res.on('data', (c: Buffer) => chunks.push(c)); res.on('end', () => cb(null, Buffer.concat(chunks))); });

  it('stores a PDF and a PNG whose bytes say what their names say', async () => {
    const res = await send(operator, [[PDF, 'contract.pdf', 'application/pdf'], [PNG, '签字页.png', 'image/png']]).expect(201);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), name: 'contract.pdf', size: PDF.length, mime: 'application/pdf' },
      { id: expect.any(Number), name: '签字页.png', size: PNG.length, mime: 'image/png' },
    ]);
    const file = await download(operator, res.body.data[1].id).expect(200);
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('签字页.png')}`);
  });

  it.each([
    ['a program renamed to .pdf', EXE, 'contract.pdf', 'application/pdf'],
    ['a PNG named .pdf', PNG, 'contract.pdf', 'application/pdf'],
    ['a PDF declared as an image', PDF, 'contract.pdf', 'image/png'],
    ['a type the field does not take', PDF, 'contract.exe', 'application/octet-stream'],
    ['text named .png', Buffer.from('hello, not an image'), 'photo.png', 'image/png'],
  ])('refuses %s with the spec message', async (_what, bytes, name, type) => {
    const res = await send(operator, [[bytes, name, type]]).expect(400);
    expect(res.body).toMatchObject({ result: 'ERR', message: 'wrong file format, choose the correct file type', zhMessage: '文件格式错误，请选择正确的文件类型' });
  });

  it('refuses a file over 5 MB, and 7 files in one upload, naming the limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await send(operator, [[big, 'big.pdf', 'application/pdf']]).expect(400);
    expect(tooBig.body.message).toContain('at most 5 MB');
    expect(tooBig.body.zhMessage).toContain('5 MB');
    const seven = await send(operator, Array.from({ length: 7 }, (_, i) => [PDF, `p${i}.pdf`, 'application/pdf'] as [Buffer, string, string])).expect(400);
    expect(seven.body.message).toBe('Contract: at most 6 files');
    expect(seven.body.zhMessage).toBe('合同：最多 6 个文件');
  });

  it('refuses a record listing more than 6 files', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await send(operator, [[PDF, `c${i}.pdf`, 'application/pdf']]).expect(201)).body.data[0].id);
    const res = await warehouse(operator, { contract: ids }).expect(400);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'contract', message: 'Contract: at most 6 files' });
  });

  it('refuses an upload without a file, to a field that takes none, and to users who may not edit', async () => {
    await api.http().post(upload).set(bearer(operator)).field('x', '1').expect(400);
    await send(operator, [[PDF, 'a.pdf']], '/api/resources/co-warehouse/files/company').expect(404);
    const support = await api.login('support', 'Support123');
    await send(support, [[PDF, 'a.pdf', 'application/pdf']]).expect(403);
  });

  it('attaches files to a record: viewers of the record may download them, others may not', async () => {
    const [pdf] = (await send(operator, [[PDF, 'signed.pdf', 'application/pdf']]).expect(201)).body.data;
    // Before a record holds it, only its uploader sees it.
    await download(admin, pdf.id).expect(404);
    const created = (await warehouse(operator, { contract: [pdf.id] }).expect(201)).body.data;
    expect(created.contract).toEqual([{ id: pdf.id, name: 'signed.pdf', size: PDF.length, mime: 'application/pdf' }]);
    await download(admin, pdf.id).expect(200);
    await download(operator, pdf.id).expect(200);
    const nobody = await api.login('nobody', 'Nobody1234');
    await download(nobody, pdf.id).expect(404);
    // Another record cannot take it, nor anyone else's upload.
    const taken = await warehouse(admin, { contract: [pdf.id] }).expect(400);
    expect(taken.body.data.errors[0].message).toBe(`Contract: file ${pdf.id} was not uploaded by you or belongs to another record`);
    const [theirs] = (await send(operator, [[PNG, 'x.png', 'image/png']]).expect(201)).body.data;
    await warehouse(admin, { contract: [theirs.id] }).expect(400);
    // Saving the record again with its own file (as the form sends it back) keeps it.
    const again = await api.http().put(`/api/resources/co-warehouse/${created.id}`).set(bearer(operator))
      .send({ version: created.version, contract: created.contract }).expect(200);
    expect(again.body.data.contract).toEqual(created.contract);
  });

  it('sweeps files no record holds once they are old enough, and keeps attached ones', async () => {
    const [loose] = (await send(operator, [[PDF, 'loose.pdf', 'application/pdf']]).expect(201)).body.data;
    const [kept] = (await send(operator, [[PDF, 'kept.pdf', 'application/pdf']]).expect(201)).body.data;
    const [dropped] = (await send(operator, [[PDF, 'dropped.pdf', 'application/pdf']]).expect(201)).body.data;
    const record = (await warehouse(operator, { contract: [kept.id, dropped.id] }).expect(201)).body.data;
    await api.http().put(`/api/resources/co-warehouse/${record.id}`).set(bearer(operator)).send({ version: record.version, contract: [kept.id] }).expect(200);
    const files = api.app.get(FileService);
    expect(await files.sweep(new Date())).toBe(0); // nothing is old yet
    await files.sweep(new Date(Date.now() + 25 * 3600 * 1000));
    await download(operator, loose.id).expect(404);
    await download(operator, dropped.id).expect(404);
    await download(operator, kept.id).expect(200);
    // Deleting the record lets its files go too.
    const current = (await api.http().get(`/api/resources/co-warehouse/${record.id}`).set(bearer(operator)).expect(200)).body.data;
    await api.http().delete(`/api/resources/co-warehouse/${record.id}`).query({ version: current.version }).set(bearer(admin)).expect(200);
    await files.sweep(new Date(Date.now() + 25 * 3600 * 1000));
    await download(operator, kept.id).expect(404);
  });

  it('leaves bytes without a row alone for a while (their transaction may not have committed), then sweeps them', async () => {
    const files = api.app.get(FileService);
    const stored = () => readdirSync(join(api.config.dataDir, 'files')).filter((n) => /^[0-9]+$/.test(n)).map(Number);
    // bytes the server made in a transaction that then rolled back: stored, with no row
    let id = 0;
    await api.ds.transaction(async (em) => {
      id = (await files.storeBytes(em, { name: 'made.pdf', mime: 'application/pdf', bytes: PDF, owner: 1, resource: 'co-warehouse', recordId: 1, field: 'contract' })).id;
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(stored()).toContain(id);
    // a sweep now cannot tell them from a label whose transaction is still open: they stay
    await files.sweep(new Date());
    expect(stored()).toContain(id);
    await files.sweep(new Date(Date.now() + 11 * 60 * 1000));
    expect(stored()).not.toContain(id);
  });
});

/** The file manager (01 §2 file-management, 01 §3 File): its own types, type and url from the stored file, streamed staging. */
describe('file management', () => {
  let api: Harness;
  let admin: string;
  const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from('0100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')]);
  const uploadTo = (token: string, bytes: Buffer, name: string, type: string) =>
    api.http().post('/api/resources/file-management/files/document').set(bearer(token)).attach('file', bytes, { filename: name, contentType: type });
  const staged = () => readdirSync(api.app.get(FileService).storage.stagingDir);

  beforeAll(async () => {
    api = await startApi();
    admin = await api.login();
  });
  afterAll(() => api.close());

  it('takes a GIF (which the general uploader does not), shows its type and a url that downloads it by name', async () => {
    await api.http().post(upload).set(bearer(admin)).attach('file', GIF, { filename: 'logo.gif', contentType: 'image/gif' }).expect(400);
    const [file] = (await uploadTo(admin, GIF, 'logo.gif', 'image/gif').expect(201)).body.data;
    const created = (await api.http().post('/api/resources/file-management').set(bearer(admin))
      .send({ code: 'LOGO', name: 'Company logo', document: [file.id] }).expect(201)).body.data;
    expect(created).toMatchObject({ code: 'LOGO', type: 'Image', url: `/api/files/${file.id}` });
    const got = await api.http().get(created.url).set(bearer(admin)).expect(200);
    expect(got.headers['content-disposition']).toContain('logo.gif');
    const listed = (await api.http().get('/api/resources/file-management?code=LOGO').set(bearer(admin)).expect(200)).body.data.records[0];
    expect(listed).toMatchObject({ type: 'Image', url: `/api/files/${file.id}` });
    expect(staged()).toEqual([]);
  });

  it('refuses a renamed .exe and a file over 5 MB, leaving nothing staged', async () => {
    const exe = await uploadTo(admin, EXE, 'rates.pdf', 'application/pdf').expect(400);
    expect(exe.body).toMatchObject({ message: 'wrong file format, choose the correct file type' });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await uploadTo(admin, big, 'big.pdf', 'application/pdf').expect(400);
    expect(tooBig.body.message).toMatch(/5 ?MB/);
    expect(staged()).toEqual([]);
  });

  it('is for the Files sub-role', async () => {
    const operator = await api.login('operator');
    await api.http().get('/api/resources/file-management').set(bearer(operator)).expect(403);
    await uploadTo(operator, GIF, 'logo.gif', 'image/gif').expect(403);
  });
});
