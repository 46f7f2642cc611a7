/** Units of a package (02 §3 packages: dimension unit, weight unit; 02 §9: 1 lb is 16 oz, 1 kg is 1000 g). */
export type LengthUnit = 'in' | 'cm';
export type WeightUnit = 'lb' | 'kg' | 'oz' | 'g';

/** The inch is 2.54 cm and the pound 0.45359237 kg, exactly (the international yard and pound, 1959). */
const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;
const IN_KG: Record<WeightUnit, number> = { lb: KG_PER_LB, oz: KG_PER_LB / 16, kg: 1, g: 0.001 };

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return from === 'in' ? value * CM_PER_IN : value / CM_PER_IN;
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return from === to ? value : (value * IN_KG[from]) / IN_KG[to];
}
