/** subset-font 2.x ships no types: the one call the invoice PDF makes. */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; preserveNameIds?: number[]; keepFeatures?: readonly string[]; noLayoutClosure?: boolean; dropTables?: readonly string[]; variationAxes?: Record<string, number> }): Promise<Buffer>;
}
