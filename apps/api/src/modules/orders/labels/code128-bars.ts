import { bwip } from '../../../core/lazy-modules';

/**
 * The bars of a Code 128 symbol, encoded by bwip-js (its `raw`: the widths in modules of bar,
 * space, bar...), for the label to draw as vector rectangles: sharp at any printer resolution
 * and a few hundred bytes, where an embedded PNG would be blurred by scaling and weigh kilobytes.
 */
export interface Code128Bars {
  /** Every bar: its left edge and width, in modules from the symbol's start. */
  bars: { x: number; width: number }[];
  /** The symbol's width in modules, without quiet zones. */
  modules: number;
}

export function code128Bars(text: string): Code128Bars {
  const [symbol] = bwip().raw('code128', text, {}) as { sbs: number[] }[];
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, modules: x };
}
