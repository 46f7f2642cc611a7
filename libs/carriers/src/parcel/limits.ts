import type { CarrierLine } from '../carriers';
import type { LengthUnit, WeightUnit } from './units';

/**
 * The largest (and smallest) package each carrier line takes, as its service guide publishes it.
 * Every limit is inclusive ("up to"): a package exactly at the limit ships. Sides are the
 * package's sides sorted longest first; girth is twice the sum of the two shorter sides.
 */
export interface ParcelLimits {
  lengthUnit: LengthUnit;
  weightUnit: WeightUnit;
  maxLongestSide: number;
  /** Only where the carrier limits it (DHL Express's 120 x 80 x 80 cm piece). */
  maxSecondLongestSide?: number;
  /** Only where the carrier limits it. */
  maxLengthPlusGirth?: number;
  maxWeight: number;
  /** The smallest sides, longest first, in whole units (02 §5 'There is a minimum dimension'). */
  minSides: readonly [number, number, number];
  /** The most packages one order may carry (02 §5); undefined: the carrier's own API decides. */
  maxPackages?: number;
  source: string;
}

/** Every carrier line asks at least 1 unit per side: a side of 0 is no package (sides are whole numbers, 02 §5). */
const ONE_UNIT: readonly [number, number, number] = [1, 1, 1];

export const PARCEL_LIMITS: Readonly<Record<CarrierLine, ParcelLimits>> = {
  UPS: {
    lengthUnit: 'in', weightUnit: 'lb', maxLongestSide: 108, maxLengthPlusGirth: 165, maxWeight: 150, minSides: ONE_UNIT,
    source: 'UPS Rate and Service Guide (US), "Weight and size limits": up to 150 lbs, up to 108 in in length, up to 165 in in length plus girth',
  },
  FEDEX: {
    lengthUnit: 'in', weightUnit: 'lb', maxLongestSide: 108, maxLengthPlusGirth: 165, maxWeight: 150, minSides: ONE_UNIT,
    // FedEx Express US takes 119 in; the console checks FedEx Ground's 108 in, which every FedEx
    // parcel service accepts, so a package it passes ships whichever FedEx service is chosen.
    source: 'FedEx Service Guide, "Shipment size and weight": FedEx Ground up to 150 lbs, 108 in in length, 165 in in length plus girth',
  },
  FEDEX_SMARTPOST: {
    lengthUnit: 'in', weightUnit: 'lb', maxLongestSide: 108, maxLengthPlusGirth: 130, maxWeight: 70, minSides: ONE_UNIT, maxPackages: 1,
    source: 'FedEx Service Guide, FedEx Ground Economy (formerly SmartPost): up to 70 lbs and 130 in in length plus girth; one package per shipment (02 §5)',
  },
  USPS: {
    // USPS has no separate longest-side limit: 108 in of length plus girth bounds it.
    lengthUnit: 'in', weightUnit: 'lb', maxLongestSide: 108, maxLengthPlusGirth: 108, maxWeight: 70, minSides: [6, 3, 1], maxPackages: 1,
    source: 'USPS Domestic Mail Manual 101 and 601: at most 70 lbs and 108 in in length plus girth (130 in only for USPS Ground Advantage); at least 6 x 3 x 0.25 in, 1 in as a whole number; one package per label (02 §5)',
  },
  DHL: {
    lengthUnit: 'cm', weightUnit: 'kg', maxLongestSide: 120, maxSecondLongestSide: 80, maxWeight: 70, minSides: ONE_UNIT,
    source: 'DHL Express Terms and Conditions / "Size and weight": a standard piece up to 70 kg and 120 x 80 x 80 cm',
  },
};

/** 02 §5 and §9: 'Package limit 20 without a carrier'. */
export const MAX_PACKAGES_WITHOUT_CARRIER = 20;
