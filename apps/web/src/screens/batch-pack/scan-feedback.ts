/**
 * The station's sounds (02 §2 Batch and pack: each scan answers at once): a packer's eyes are on
 * the product in their hands, so the ear hears the answer first. Tones are made with the Web
 * Audio API (no files to load or to fail loading): a short high beep for a scan taken, a low
 * double buzz for one refused, both unlike a browser's own sounds.
 */
export type Outcome = 'ok' | 'error';

declare global {
  interface Window {
    /** Every sound the station played, in order: what a browser flow asserts (it cannot hear). */
    __packSounds?: Outcome[];
  }
}

let context: AudioContext | null = null;

/** One context for the page's life; made on the first sound, which follows a key press (the browser's autoplay rule). */
function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** A tone starting `at` seconds from now, with a few milliseconds of fade so it does not click. */
function tone(ctx: AudioContext, { at, seconds, hz, type, volume }: { at: number; seconds: number; hz: number; type: OscillatorType; volume: number }) {
  const start = ctx.currentTime + at;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(hz, start);
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(volume, start + 0.005);
  gain.gain.setValueAtTime(volume, start + seconds - 0.02);
  gain.gain.linearRampToValueAtTime(0, start + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.01);
}

/** Plays the outcome's sound; recorded in window.__packSounds even where the page has no audio. */
export function playOutcome(outcome: Outcome): void {
  if (typeof window === 'undefined') return;
  (window.__packSounds ??= []).push(outcome);
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  try {
    if (outcome === 'ok') {
      tone(ctx, { at: 0, seconds: 0.09, hz: 1760, type: 'sine', volume: 0.25 });
    } else {
      // a square wave's harmonics make the low notes heard over a warehouse's noise
      tone(ctx, { at: 0, seconds: 0.16, hz: 150, type: 'square', volume: 0.18 });
      tone(ctx, { at: 0.22, seconds: 0.16, hz: 150, type: 'square', volume: 0.18 });
    }
  } catch {
    // a sound is a courtesy: the colour and the text still say it
  }
}
