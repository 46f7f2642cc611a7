/**
 * The charge contract C: the units an applying item is charged per, and each unit's facts. Facts are sums
 * of the packages' rounded weights and volume, so a person adding the packages' figures by hand
 * finds the same quantity. Each method's units are built at most once per event and shared by
 * every item charged per that method.
 */
import { format4 } from './decimal';
import type { ReadEvent, ReadPackage } from './event';
import { NUM_ONE, NUM_ZERO, Num, countNum, formatUnits, plus } from './num';
import type { ChargeMethod, Element } from './types';

export type Facts = Record<Element, Num>;

export interface ChargeUnit {
  /** 'order', 'package:N' or 'sku:CODE'. */
  name: string;
  facts: Facts;
  /** The 4-decimal texts of the facts, made when a line first shows one. */
  texts: Partial<Record<Element, string>>;
}

function unit(name: string, facts: Facts): ChargeUnit {
  return { name, facts, texts: {} };
}

/** The 4-decimal text of a value of at most 4 decimals. */
export function numText(num: Num): string {
  return num.units === num.units ? formatUnits(num.units) : format4(num.decimal);
}

/** A fact's 4-decimal text, made once per unit. */
export function factText(unit: ChargeUnit, element: Element): string {
  return (unit.texts[element] ??= numText(unit.facts[element]));
}

function sumQty(pkg: ReadPackage): Num {
  const { qtys } = pkg;
  if (qtys.length === 0) return NUM_ZERO;
  let sum = qtys[0];
  for (let i = 1; i < qtys.length; i++) sum = plus(sum, qtys[i]);
  return sum;
}

function distinctSkus(skus: readonly string[]): number {
  if (skus.length < 2) return skus.length;
  return new Set(skus).size;
}

/** PER_ORDER: one unit, 'order', with the whole event's facts. */
function orderUnits(event: ReadEvent): ChargeUnit[] {
  const [first, ...rest] = event.packages;
  let itemQty = sumQty(first);
  let { lb, kg, cbf } = first;
  const skus = new Set<string>(first.skus);
  for (const pkg of rest) {
    if (pkg.qtys.length > 0) itemQty = plus(itemQty, sumQty(pkg));
    lb = plus(lb, pkg.lb);
    kg = plus(kg, pkg.kg);
    cbf = plus(cbf, pkg.cbf);
    for (const sku of pkg.skus) skus.add(sku);
  }
  return [unit('order', {
    ITEM_QTY: itemQty, SKU_TYPES: countNum(skus.size), PACKAGE_QTY: countNum(event.packages.length),
    WEIGHT_LB: lb, WEIGHT_KG: kg, VOLUME_CBF: cbf, PALLET_QTY: event.pallets, HOURS: event.hours,
  })];
}

/** PER_PACKAGE: 'package:1', 'package:2'... each with its own facts (no pallets, no hours). */
function packageUnits(event: ReadEvent): ChargeUnit[] {
  return event.packages.map((pkg, index) => unit(`package:${index + 1}`, {
    ITEM_QTY: sumQty(pkg), SKU_TYPES: countNum(distinctSkus(pkg.skus)), PACKAGE_QTY: NUM_ONE,
    WEIGHT_LB: pkg.lb, WEIGHT_KG: pkg.kg, VOLUME_CBF: pkg.cbf, PALLET_QTY: NUM_ZERO, HOURS: NUM_ZERO,
  }));
}

interface SkuTally {
  qty: Num;
  packages: number;
  lastPackage: number;
}

/**
 * PER_SKU_TYPE: 'sku:CODE' per distinct sku, first seen first (packages in order, lines in order),
 * with the sku's qty over all packages and the number of packages holding it.
 */
function skuUnits(event: ReadEvent): ChargeUnit[] {
  const found = new Map<string, SkuTally>();
  event.packages.forEach((pkg, index) => {
    for (let i = 0; i < pkg.skus.length; i++) {
      const sku = pkg.skus[i];
      const seen = found.get(sku);
      if (seen === undefined) {
        found.set(sku, { qty: pkg.qtys[i], packages: 1, lastPackage: index });
      } else {
        seen.qty = plus(seen.qty, pkg.qtys[i]);
        // A package listing the sku on two lines still holds it once.
        if (seen.lastPackage !== index) {
          seen.packages += 1;
          seen.lastPackage = index;
        }
      }
    }
  });
  const units: ChargeUnit[] = [];
  for (const [sku, { qty, packages }] of found) {
    units.push(unit(`sku:${sku}`, {
      ITEM_QTY: qty, SKU_TYPES: NUM_ONE, PACKAGE_QTY: countNum(packages),
      WEIGHT_LB: NUM_ZERO, WEIGHT_KG: NUM_ZERO, VOLUME_CBF: NUM_ZERO, PALLET_QTY: NUM_ZERO, HOURS: NUM_ZERO,
    }));
  }
  return units;
}

/** The units of each charge method for one event, each list built on first use. */
export class EventUnits {
  private order: ChargeUnit[] | undefined;
  private packages: ChargeUnit[] | undefined;
  private skus: ChargeUnit[] | undefined;

  constructor(private readonly event: ReadEvent) {}

  of(method: ChargeMethod): ChargeUnit[] {
    switch (method) {
      case 'PER_ORDER': return (this.order ??= orderUnits(this.event));
      case 'PER_PACKAGE': return (this.packages ??= packageUnits(this.event));
      case 'PER_SKU_TYPE': return (this.skus ??= skuUnits(this.event));
    }
  }
}
