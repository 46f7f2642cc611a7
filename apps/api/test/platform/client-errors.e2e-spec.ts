import { connect } from 'node:net';
import { Harness, startApi } from '../harness';

/** Requests Node's HTTP parser refuses before Express: still answered in the envelope. */
describe('requests refused by the HTTP parser', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startApi({}, { listen: true });
  });
  afterAll(() => api.close());

  /** Sends raw bytes and returns the raw answer (the server closes the connection). */
  function raw(request: string): Promise<string> {
    const { port } = new URL(api.url!);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => { answer += chunk.toString('utf8'); });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers a request head over 16 kB (a long query string) with 431 in the envelope', async () => {
    const answer = await raw(`GET /api/resources/org-group?groupName=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ result: 'ERR', data: null, message: 'The request headers are too large', zhMessage: '请求头过大', errorCode: 431 });
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(bodyOf(answer)).toEqual({ result: 'ERR', data: null, message: 'Invalid Data', zhMessage: '无效数据', errorCode: 400 });
  });
});
