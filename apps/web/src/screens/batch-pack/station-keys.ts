/**
 * The station's keyboard (02 §2 Batch and pack: packers stand at a scanner that types a code and
 * presses Enter, with no mouse at hand): which key does what, wherever the focus is. Pure, so the
 * map is tested without a browser; the page listens and acts.
 */
export type KeyAction = 'scan' | 'undo' | 'scale' | 'finish' | 'back' | 'label';

/** Where the key was pressed: the scan box, the weight box, or anywhere else on the page. */
export type KeyPlace = 'scan' | 'weight' | 'page';

export interface KeyPress { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean }

/** The keys shown on screen, in the order shown: the hints bar reads this list. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; action: Exclude<KeyAction, 'scan'> }> = [
  { keys: ['F2', 'Ctrl+Z'], action: 'undo' },
  { keys: ['F4'], action: 'scale' },
  { keys: ['F9'], action: 'finish' },
  { keys: ['F8'], action: 'label' },
  { keys: ['Esc'], action: 'back' },
];

export function keyAction(press: KeyPress, place: KeyPlace): KeyAction | null {
  const { key, altKey, shiftKey } = press;
  const ctrl = Boolean(press.ctrlKey || press.metaKey);
  if (altKey) return null;
  if (key === 'F2' && !ctrl) return 'undo';
  // Ctrl+Z in the weight box undoes the typing there, as in any box; elsewhere it takes back a unit
  if (ctrl && !shiftKey && key.toLowerCase() === 'z') return place === 'weight' ? null : 'undo';
  if (ctrl) return null;
  if (key === 'F4') return 'scale';
  if (key === 'F9') return 'finish';
  // the last label again: a jammed printer, or a browser that blocked the window a slow label opened
  if (key === 'F8') return 'label';
  if (key === 'Enter') return place === 'scan' ? 'scan' : place === 'weight' ? 'finish' : null;
  if (key === 'Escape') return place === 'weight' ? 'back' : null;
  return null;
}

/**
 * A letter typed into the weight box is the scanner reading a code (another box, a product):
 * the focus goes back to the scan box before the letter lands, so the code is read as a scan.
 */
export const isScannerLetter = (press: KeyPress, place: KeyPlace) =>
  place === 'weight' && !press.ctrlKey && !press.metaKey && !press.altKey && /^[A-Za-z]$/.test(press.key);
