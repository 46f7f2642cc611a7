import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

describe('SecretBox (AES-256-GCM)', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('smtp-pass-1');
    const b = box.seal('smtp-pass-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('smtp-pass-1');
    expect(box.open(a)).toBe('smtp-pass-1');
    expect(box.open(b)).toBe('smtp-pass-1');
  });

  it('refuses a changed value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
