import { CARRIER_LINE_NAME, type CarrierLine } from '../carriers';
import { problem, type Bilingual, type CarrierProblem } from '../messages';
import { PARCEL_LIMITS } from './limits';
import { convertLength, convertWeight, type LengthUnit, type WeightUnit } from './units';

/** One package of an order (02 §3 packages): its sides, their unit, its weight and its unit. */
export interface ParcelPackage {
  length: number;
  width: number;
  height: number;
  dimensionUnit: LengthUnit;
  weight: number;
  weightUnit: WeightUnit;
}

type Side = 'length' | 'width' | 'height';
const SIDES: readonly Side[] = ['length', 'width', 'height'];
const SIDE_NAME: Record<Side, Bilingual> = { length: { en: 'Length', zh: '长' }, width: { en: 'Width', zh: '宽' }, height: { en: 'Height', zh: '高' } };
/** A float's last bit must not refuse a package at its limit (274 cm against 108 in). */
const EPSILON = 1e-9;

/**
 * What is wrong with a package for a carrier line (02 §5 Parcel dimensions): per side, a whole
 * number and the minimum; then the longest side, the second longest, length plus girth and the
 * weight against the line's published limits (limits.ts). Sides are compared in the table's
 * unit, converted exactly, so a package measured in cm is held to a limit published in inches.
 * Without a carrier only the whole numbers, the 1-unit minimum and a weight above 0 are checked.
 * A problem names the field to mark red: the side that breaks the rule, 'dimensions' for length
 * plus girth (no one field is at fault), 'weight'.
 */
export function checkPackage(pkg: ParcelPackage, line?: CarrierLine): CarrierProblem[] {
  const problems: CarrierProblem[] = [];
  const limits = line ? PARCEL_LIMITS[line] : undefined;
  const carrier = line ? CARRIER_LINE_NAME[line] : '';
  const unit = limits?.lengthUnit ?? pkg.dimensionUnit;

  const wholeSides = SIDES.filter((side) => {
    if (Number.isInteger(pkg[side])) return true;
    problems.push(problem(side, 'sideWhole', { side: SIDE_NAME[side] }));
    return false;
  });
  if (wholeSides.length < 3) return problems.concat(weightProblems(pkg, line));

  // Sides longest first, each remembering its field; in the limits' unit.
  const sorted = SIDES.map((side) => ({ side, value: convertLength(pkg[side], pkg.dimensionUnit, unit) })).sort((a, b) => b.value - a.value);
  const minSides = limits?.minSides ?? [1, 1, 1];
  sorted.forEach(({ side, value }, i) => {
    if (value + EPSILON >= minSides[i]) return;
    const params = { side: SIDE_NAME[side], min: minSides[i], unit };
    problems.push(line ? problem(side, 'sideMinimumFor', { ...params, carrier }) : problem(side, 'sideMinimum', params));
  });
  if (limits) {
    const [longest, second, third] = sorted;
    if (longest.value > limits.maxLongestSide + EPSILON) {
      problems.push(problem(longest.side, 'longestSide', { max: limits.maxLongestSide, unit, carrier }));
    }
    if (limits.maxSecondLongestSide !== undefined && second.value > limits.maxSecondLongestSide + EPSILON) {
      problems.push(problem(second.side, 'secondLongestSide', { max: limits.maxSecondLongestSide, unit, carrier }));
    }
    const lengthPlusGirth = longest.value + 2 * (second.value + third.value);
    if (limits.maxLengthPlusGirth !== undefined && lengthPlusGirth > limits.maxLengthPlusGirth + EPSILON) {
      problems.push(problem('dimensions', 'lengthPlusGirth', { value: round1(lengthPlusGirth), max: limits.maxLengthPlusGirth, unit, carrier }));
    }
  }
  return problems.concat(weightProblems(pkg, line));
}

function weightProblems(pkg: ParcelPackage, line?: CarrierLine): CarrierProblem[] {
  if (!(pkg.weight > 0)) return [problem('weight', 'weightPositive')];
  if (!line) return [];
  const limits = PARCEL_LIMITS[line];
  const weight = convertWeight(pkg.weight, pkg.weightUnit, limits.weightUnit);
  if (weight <= limits.maxWeight + EPSILON) return [];
  return [problem('weight', 'weightMax', { max: limits.maxWeight, unit: limits.weightUnit, carrier: CARRIER_LINE_NAME[line] })];
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
