import type { Harness } from '../harness';
import type { Answer } from './answer-checks';
import type { FuzzRequest } from './generators';
import type { HttpMethod } from './operations';

/** Sends one fuzz request as written and returns the answer's raw text, whatever its type. */
export async function send(api: Harness, method: HttpMethod, request: FuzzRequest, token: string): Promise<Answer> {
  let call = api.http()[method](request.url)
    .set('Authorization', `Bearer ${token}`)
    .ok(() => true)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
      res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  if (request.contentType) call = call.set('Content-Type', request.contentType);
  if (request.contentEncoding) call = call.set('Content-Encoding', request.contentEncoding);
  if (request.body !== undefined) call = call.send(request.body);
  const res = await call;
  return { status: res.status, headers: res.headers as Record<string, string | undefined>, text: res.body as string };
}
