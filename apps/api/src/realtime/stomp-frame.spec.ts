import { parseFrames, serialize, StompFrameTooLarge, StompSyntaxError } from './stomp-frame';

describe('STOMP 1.2 frames', () => {
  it('round-trips headers with escaping, except in CONNECTED', () => {
    const text = serialize({ command: 'MESSAGE', headers: { destination: '/topic/a:b', note: 'line1\nline2\\x' }, body: '{"a":1}' });
    expect(text).toBe('MESSAGE\ndestination:/topic/a\\cb\nnote:line1\\nline2\\\\x\n\n{"a":1}\0');
    expect(parseFrames(text).frames).toEqual([{ command: 'MESSAGE', headers: { destination: '/topic/a:b', note: 'line1\nline2\\x' }, body: '{"a":1}' }]);
    expect(serialize({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '10000,10000' }, body: '' }))
      .toBe('CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0');
  });

  it('skips heart-beats, keeps partial frames and honours content-length', () => {
    const { frames, rest } = parseFrames('\n\nSEND\ndestination:/x\ncontent-length:3\n\na\0b\0\nSUBSCRIBE\nid:1\n');
    expect(frames).toEqual([{ command: 'SEND', headers: { destination: '/x', 'content-length': '3' }, body: 'a\0b' }]);
    expect(rest).toBe('SUBSCRIBE\nid:1\n');
    expect(parseFrames(`${rest}destination:/y\n\n\0`).frames[0]).toEqual({ command: 'SUBSCRIBE', headers: { id: '1', destination: '/y' }, body: '' });
  });

  it('takes the first of repeated headers and accepts CRLF', () => {
    expect(parseFrames('SUBSCRIBE\r\nid:1\r\nid:2\r\n\r\n\0').frames[0].headers).toEqual({ id: '1' });
  });

  it('refuses undefined escapes and malformed headers', () => {
    expect(() => parseFrames('SEND\nbad:\\t\n\n\0')).toThrow(StompSyntaxError);
    expect(() => parseFrames('SEND\nnocolon\n\n\0')).toThrow(StompSyntaxError);
  });

  it('refuses a frame longer than the limit, complete or still arriving', () => {
    const frame = (body: string) => `SEND\ndestination:/x\n\n${body}\0`;
    const fits = frame('a'.repeat(100 - frame('').length + 1)); // exactly 100 characters before the NUL
    expect(parseFrames(fits, 100).frames).toHaveLength(1);
    expect(() => parseFrames(frame('a'.repeat(200)), 100)).toThrow(StompFrameTooLarge);
    expect(() => parseFrames('SEND\ndestination:/x\n\n' + 'a'.repeat(200), 100)).toThrow(StompFrameTooLarge); // no NUL yet
    expect(() => parseFrames('SEND\nx:' + 'a'.repeat(200), 100)).toThrow(StompFrameTooLarge); // headers never end
    expect(() => parseFrames('SEND\ncontent-length:1000\n\nab', 100)).toThrow(StompFrameTooLarge); // announced too large
    expect(parseFrames('SEND\ndestination:/x\n\nab', 100).rest).toBe('SEND\ndestination:/x\n\nab');
    // an announced length tells how long the rest must grow before parsing again is worth it
    const head = 'SEND\ncontent-length:5\n\n';
    expect(parseFrames(`${head}ab`, 100)).toMatchObject({ frames: [], rest: `${head}ab`, restNeeds: head.length + 5 + 1 });
  });
});
