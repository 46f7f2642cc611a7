/**
 * What every answer of the API must be, whatever was asked (docs/api-conventions.md): below 500,
 * JSON, exactly the envelope, errors worded in both languages with errorCode = the status, and
 * never a stack trace or SQL text. File downloads are the one non-JSON answer.
 */

/**
 * Traces of a stack or of the database: none may reach a client. Generated input avoids them. A
 * stack frame is `at fn (place:line:column)`: prose such as a fee's "at 0.20 (capped at 8.00)" is not.
 */
export const LEAK = new RegExp([
  String.raw`\bat \S+ \([^)]*:\d+:\d+\)`, String.raw`\.[jt]s:\d+`, 'node_modules',
  'SELECT ', 'INSERT INTO', 'UPDATE .* SET', 'DELETE FROM', 'SQLITE_', String.raw`\bER_[A-Z_]+`, 'Duplicate entry',
  'QueryFailedError', 'EntityNotFound', 'TypeError', 'ReferenceError', 'RangeError', 'SyntaxError', 'Cannot read propert',
].join('|'));

const ENVELOPE_KEYS = ['data', 'errorCode', 'message', 'result', 'zhMessage'];
const RESULTS = ['OK', 'NODATA', 'ERR'];

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
}

export function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  const { status, headers, text } = answer;
  if (status >= 500) problems.push(`status ${status}`);
  if (status === 200 && /attachment/i.test(headers['content-disposition'] ?? '')) return problems;
  if (!/^application\/json\b/i.test(headers['content-type'] ?? '')) problems.push(`Content-Type ${headers['content-type'] ?? '(none)'}`);
  const leak = LEAK.exec(text);
  if (leak) problems.push(`stack or SQL text: ...${text.slice(Math.max(0, leak.index - 60), leak.index + 80)}...`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('body is not an object');
    return problems;
  }
  const envelope = body as Record<string, unknown>;
  const keys = Object.keys(envelope).sort();
  if (keys.join() !== ENVELOPE_KEYS.join()) problems.push(`envelope keys ${keys.join(',')}`);
  if (!RESULTS.includes(envelope.result as string)) problems.push(`result ${String(envelope.result)}`);
  if (typeof envelope.message !== 'string' || typeof envelope.zhMessage !== 'string') problems.push('message or zhMessage not a string');
  if (envelope.result === 'ERR') {
    if (status < 400) problems.push(`ERR with status ${status}`);
    if (!String(envelope.message ?? '').trim() || !String(envelope.zhMessage ?? '').trim()) problems.push('error without message in both languages');
    if (envelope.errorCode !== status) problems.push(`errorCode ${String(envelope.errorCode)} for status ${status}`);
  } else {
    if (status >= 400) problems.push(`${String(envelope.result)} with status ${status}`);
    if (envelope.errorCode !== null) problems.push(`errorCode ${String(envelope.errorCode)} on a success`);
  }
  return problems;
}
