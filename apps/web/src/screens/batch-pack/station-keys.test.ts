import { describe, expect, it } from 'vitest';
import { isScannerLetter, keyAction, SHORTCUTS } from './station-keys';

describe("the pack station's keys", () => {
  it('sends a scan on Enter in the scan box, finishes on Enter in the weight box, and does nothing on Enter elsewhere', () => {
    expect(keyAction({ key: 'Enter' }, 'scan')).toBe('scan');
    expect(keyAction({ key: 'Enter' }, 'weight')).toBe('finish');
    expect(keyAction({ key: 'Enter' }, 'page')).toBeNull();
  });

  it('undoes on F2 anywhere and on Ctrl+Z (or Cmd+Z) outside the weight box, where Ctrl+Z undoes the typing', () => {
    for (const place of ['scan', 'weight', 'page'] as const) expect(keyAction({ key: 'F2' }, place)).toBe('undo');
    expect(keyAction({ key: 'z', ctrlKey: true }, 'scan')).toBe('undo');
    expect(keyAction({ key: 'Z', metaKey: true }, 'page')).toBe('undo');
    expect(keyAction({ key: 'z', ctrlKey: true }, 'weight')).toBeNull();
    // Ctrl+Shift+Z is a redo, not ours
    expect(keyAction({ key: 'Z', ctrlKey: true, shiftKey: true }, 'scan')).toBeNull();
  });

  it('reads the scale on F4, finishes on F9 and opens the last label on F8 wherever the focus is; Esc leaves the weight box', () => {
    for (const place of ['scan', 'weight', 'page'] as const) {
      expect(keyAction({ key: 'F4' }, place)).toBe('scale');
      expect(keyAction({ key: 'F9' }, place)).toBe('finish');
      expect(keyAction({ key: 'F8' }, place)).toBe('label');
    }
    expect(keyAction({ key: 'Escape' }, 'weight')).toBe('back');
    expect(keyAction({ key: 'Escape' }, 'scan')).toBeNull();
  });

  it('leaves other keys, and the shortcuts with Alt or Ctrl, to the browser', () => {
    for (const key of ['a', '1', 'Tab', 'F5', 'Backspace']) expect(keyAction({ key }, 'scan')).toBeNull();
    expect(keyAction({ key: 'F4', altKey: true }, 'scan')).toBeNull();
    expect(keyAction({ key: 'F9', ctrlKey: true }, 'scan')).toBeNull();
  });

  it('takes a letter typed into the weight box for the scanner reading a code', () => {
    expect(isScannerLetter({ key: 'P' }, 'weight')).toBe(true);
    expect(isScannerLetter({ key: '1' }, 'weight')).toBe(false);
    expect(isScannerLetter({ key: '.' }, 'weight')).toBe(false);
    expect(isScannerLetter({ key: 'a', ctrlKey: true }, 'weight')).toBe(false);
    expect(isScannerLetter({ key: 'P' }, 'scan')).toBe(false);
  });

  it('shows every shortcut it maps, each working as shown', () => {
    expect(SHORTCUTS.map((s) => s.action)).toEqual(['undo', 'scale', 'finish', 'label', 'back']);
    const asPress = (k: string) => (k === 'Esc' ? { key: 'Escape' } : k.startsWith('Ctrl+') ? { key: k.slice(5).toLowerCase(), ctrlKey: true } : { key: k });
    for (const s of SHORTCUTS) for (const k of s.keys) expect(keyAction(asPress(k), s.action === 'back' ? 'weight' : 'scan')).toBe(s.action);
  });
});
