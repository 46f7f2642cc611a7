import type { CarrierLine } from '../carriers';
import { problem, type CarrierProblem } from '../messages';
import { MAX_PACKAGES_WITHOUT_CARRIER, PARCEL_LIMITS } from './limits';

/**
 * How many packages an order may carry (02 §5 Parcel order): one for USPS and FedEx SmartPost
 * ('Multiple packages are not allowed for USPS and FedEx SmartPost'), 20 without a carrier; for
 * UPS, FedEx and DHL the carrier's own API decides. No package at all is refused too (02 §8).
 */
export function checkPackageCount(count: number, line?: CarrierLine): CarrierProblem[] {
  if (count < 1) return [problem('packages', 'packagesRequired')];
  if (!line) {
    return count > MAX_PACKAGES_WITHOUT_CARRIER ? [problem('packages', 'packageLimit', { max: MAX_PACKAGES_WITHOUT_CARRIER })] : [];
  }
  const max = PARCEL_LIMITS[line].maxPackages;
  if (max === 1 && count > 1) return [problem('packages', 'multiplePackages')];
  return [];
}
