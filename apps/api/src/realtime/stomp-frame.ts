/**
 * STOMP 1.2 frames: parsing and serialising, with the 1.2 header escaping (\\r \\n \\c \\\\),
 * which CONNECT and CONNECTED frames do not use. See stomp.github.io/stomp-specification-1.2.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const NO_ESCAPE = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

function escapeHeader(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
}

export class StompSyntaxError extends Error {}

/** A frame longer than the parser's limit, whether complete or still arriving. */
export class StompFrameTooLarge extends StompSyntaxError {
  constructor(limit: number) {
    super(`frame too large (at most ${limit} characters)`);
  }
}

function unescapeHeader(value: string): string {
  return value.replace(/\\(.)/g, (_m, c: string) => {
    switch (c) {
      case 'r': return '\r';
      case 'n': return '\n';
      case 'c': return ':';
      case '\\': return '\\';
      default: throw new StompSyntaxError(`undefined escape sequence \\${c}`);
    }
  });
}

export function serialize(frame: StompFrame): string {
  const escape = NO_ESCAPE.has(frame.command) ? (v: string) => v : escapeHeader;
  const lines = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) lines.push(`${escape(name)}:${escape(value)}`);
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/**
 * Splits what arrived on the socket into frames. Heart-beats (bare EOLs between frames) are
 * skipped; `content-length` is honoured so a body may contain NUL. Returns the frames and the
 * incomplete rest to prepend to the next chunk, and, when the rest announced its content-length,
 * `restNeeds`: the length the rest must reach before it can be a frame. A frame, or an
 * unfinished rest, longer than `maxFrame` characters throws StompFrameTooLarge, so a frame that
 * never ends is not awaited.
 */
export function parseFrames(buffer: string, maxFrame = Infinity): { frames: StompFrame[]; rest: string; restNeeds?: number } {
  const frames: StompFrame[] = [];
  let pos = 0;
  const unfinished = (needs?: number) => {
    if (buffer.length - pos > maxFrame) throw new StompFrameTooLarge(maxFrame);
    return { frames, rest: buffer.slice(pos), restNeeds: needs };
  };
  for (;;) {
    while (pos < buffer.length && (buffer[pos] === '\n' || buffer[pos] === '\r')) pos++;
    if (pos >= buffer.length) return { frames, rest: '' };
    const headerEnd = buffer.indexOf('\n\n', pos);
    const headerEndCr = buffer.indexOf('\r\n\r\n', pos);
    const useCr = headerEndCr !== -1 && (headerEnd === -1 || headerEndCr < headerEnd);
    const end = useCr ? headerEndCr : headerEnd;
    if (end === -1) return unfinished();
    const head = buffer.slice(pos, end).split(/\r?\n/);
    const command = head[0];
    const escape = NO_ESCAPE.has(command) ? (v: string) => v : unescapeHeader;
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      if (colon < 1) throw new StompSyntaxError(`malformed header line "${line}"`);
      const name = escape(line.slice(0, colon));
      // 1.2: when a header repeats, the first value counts.
      if (!(name in headers)) headers[name] = escape(line.slice(colon + 1));
    }
    const bodyStart = end + (useCr ? 4 : 2);
    let bodyEnd: number;
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length) || length < 0) throw new StompSyntaxError('invalid content-length');
      bodyEnd = bodyStart + length;
      // refused at once: waiting for a body over the limit would buffer it first
      if (bodyEnd - pos > maxFrame) throw new StompFrameTooLarge(maxFrame);
      if (buffer.length <= bodyEnd) return unfinished(bodyEnd + 1 - pos);
      if (buffer[bodyEnd] !== '\0') throw new StompSyntaxError('frame does not end with NUL');
    } else {
      bodyEnd = buffer.indexOf('\0', bodyStart);
      if (bodyEnd === -1) return unfinished();
    }
    if (bodyEnd - pos > maxFrame) throw new StompFrameTooLarge(maxFrame);
    frames.push({ command, headers, body: buffer.slice(bodyStart, bodyEnd) });
    pos = bodyEnd + 1;
  }
}
