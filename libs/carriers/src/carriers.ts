/**
 * The carriers and their codes (02 §9 'Carriers: USPS 1, UPS 2, FedEx 3, DHL 4'). FedEx SmartPost
 * (now FedEx Ground Economy) is a FedEx service, yet the spec names it beside USPS for its own
 * rules (02 §5: one package only), and its size limits differ from FedEx Ground's, so the limit
 * tables and package checks key on a `CarrierLine`: a carrier, or SmartPost.
 */
export const CARRIER = { USPS: 1, UPS: 2, FEDEX: 3, DHL: 4 } as const;
export type Carrier = keyof typeof CARRIER;
export const CARRIERS = Object.keys(CARRIER) as Carrier[];

export type CarrierLine = Carrier | 'FEDEX_SMARTPOST';
export const CARRIER_LINES: readonly CarrierLine[] = ['UPS', 'FEDEX', 'FEDEX_SMARTPOST', 'USPS', 'DHL'];

/** How a carrier line is named in messages (the same in both languages: they are brands). */
export const CARRIER_LINE_NAME: Record<CarrierLine, string> = {
  UPS: 'UPS', FEDEX: 'FedEx', FEDEX_SMARTPOST: 'FedEx SmartPost', USPS: 'USPS', DHL: 'DHL Express',
};

export function carrierOfCode(code: number): Carrier | undefined {
  return CARRIERS.find((c) => CARRIER[c] === code);
}
