import { versionInForce } from '@console/metadata';
import type { Level, QuoteInput, RateCard, PackageInput, Surcharge } from '@console/pricing';
import type { MessageKey, PricingResolution, ReplayDraftWire } from '@console/contracts';
import { cardForAddress, engineCard, engineLevel, enginePeak, engineSurcharge, fuelPercentOn } from './engine-inputs';

/**
 * Everything that prices shipments, held in memory: the dated versions of the pricing records
 * and the clients' dated assignments. Pure: the quote API loads the part one quote needs, the
 * replay loads all of it once and prices a million shipments against it (and against a copy
 * with a draft version added). One resolution, so a replay's "current" is what a quote says.
 *
 * A record's values on a day are its version in force then (latest effective date on or before
 * the day; on a tie the later version). Records deleted since are not in a book.
 */
type Values = Record<string, unknown>;

interface BookVersion {
  version: number;
  effectiveFrom: string;
  values: Values;
}

/** One record's versions (any order). */
export interface VersionedRecord {
  id: number;
  versions: BookVersion[];
}

/** A client's dated assignment (client-level, client-surcharge rows). */
export interface DatedAssignment extends Values {
  id: number;
  effectiveFrom: string;
}

export interface PricingBookData {
  /** Current rows (not versioned): accounts and services as they are now. */
  accounts: Map<number, Values>;
  services: Map<number, Values>;
  levels: VersionedRecord[];
  rateCards: VersionedRecord[];
  levelPriceCards: VersionedRecord[];
  surcharges: VersionedRecord[];
  fuelRates: VersionedRecord[];
  peaks: VersionedRecord[];
  /** By client id. */
  clientLevels: Map<number, DatedAssignment[]>;
  clientSurcharges: Map<number, DatedAssignment[]>;
}

/** The facts of one shipment a book prices (the zone already found on the carrier's chart). */
export interface ShipmentFacts {
  clientId?: number | null;
  /** Price on this level instead of the client's (a level's own price sheet). */
  levelId?: number;
  shippingAccountId: number;
  carrierServiceId: number;
  packageType: string;
  zone: string;
  residential: boolean;
  shipDate: string;
  packages: PackageInput[];
}

/** Which records priced it: the explanation beside the engine's lines. */
export type Resolution = PricingResolution;

/** A resolved input; `inputSurchargeIds` are the ids of `input.surcharges`, in their order. */
export type Resolved = { ok: true; input: QuoteInput; resolution: Resolution; inputSurchargeIds: number[] } | { ok: false; key: MessageKey };

/** The parts of an input that depend on the shipment's context, not its packages or zone. */
type Context = Omit<QuoteInput, 'zone' | 'packages'>;

/** The records a draft may change: a level's mode or ratio, a surcharge, a fuel rate; a peak too. */
export const DRAFTABLE = { 'pricing-level': 'levels', surcharge: 'surcharges', 'fuel-rate': 'fuelRates', 'peak-setting': 'peaks' } as const;
export type DraftResource = keyof typeof DRAFTABLE;

/** A change not saved yet: new values for a record (or a new record, without `id`) in force from a day. */
export type Draft = ReplayDraftWire;

/**
 * Resolved contexts a book keeps (client x account x service x package type x address x day):
 * a replay's shipments in id order come roughly by day, so a day's contexts are met again soon.
 */
const MAX_CONTEXTS = 20_000;

/** The id a drafted new record has in a book (no stored record has it). */
const DRAFT_RECORD_ID = -1;

export class PricingBook {
  /** Engine objects per record version, built once so every quote shares them (and the engine's caches). */
  private readonly cards = new Map<BookVersion, RateCard>();
  /** Resolved contexts by client, account, service, package type, address and day. */
  private readonly contexts = new Map<string, { context: Context; resolution: Resolution; surchargeIds: number[] } | { key: MessageKey }>();

  constructor(readonly data: PricingBookData) {}

  /**
   * This book with the draft as one more version of its record (the latest version's values with
   * the draft's over them, in force from the draft's day, which every draftable resource keeps in
   * its `effectiveFrom`), or as a new record: what the pricing would be once it is saved.
   * Undefined when the drafted record is not in the book.
   */
  withDraft(draft: Draft): PricingBook | undefined {
    const list = this.data[DRAFTABLE[draft.resource]];
    const record = draft.id === undefined ? undefined : list.find((r) => r.id === draft.id);
    if (draft.id !== undefined && !record) return undefined;
    const latest = record?.versions.reduce<BookVersion | undefined>((a, v) => (!a || v.version > a.version ? v : a), undefined);
    const drafted: VersionedRecord = {
      id: record?.id ?? DRAFT_RECORD_ID,
      versions: [...(record?.versions ?? []), { version: (latest?.version ?? 0) + 1, effectiveFrom: draft.effectiveFrom, values: { ...latest?.values, ...draft.values, effectiveFrom: draft.effectiveFrom } }],
    };
    const replaced = record ? list.map((r) => (r === record ? drafted : r)) : [...list, drafted];
    return new PricingBook({ ...this.data, [DRAFTABLE[draft.resource]]: replaced });
  }

  /** Drops the resolved inputs and their parts kept so far. */
  forget(): void {
    this.contexts.clear();
    this.parts.clear();
  }

  /** The engine input for a shipment, with the records it came from, or the message why none. */
  resolve(facts: ShipmentFacts): Resolved {
    // Memory stays bounded however many contexts a replay meets: past the cap, start afresh.
    if (this.contexts.size >= MAX_CONTEXTS) this.forget();
    const key = `${facts.clientId ?? ''}|${facts.levelId ?? ''}|${facts.shippingAccountId}|${facts.carrierServiceId}|${facts.packageType}|${facts.residential ? 1 : 0}|${facts.shipDate}`;
    let found = this.contexts.get(key);
    if (!found) {
      found = this.context(facts);
      this.contexts.set(key, found);
    }
    if ('key' in found) return { ok: false, key: found.key };
    // Not `{ ...found.context, zone, packages }`: V8's optimized code gives a copy that then takes
    // new keys a new hidden class on every call, in the old generation (a million shipments
    // priced twice each left hundreds of megabytes for full collections). Object.assign does not.
    const input: QuoteInput = Object.assign({}, found.context, { zone: facts.zone, packages: facts.packages });
    return { ok: true, input, resolution: found.resolution, inputSurchargeIds: found.surchargeIds };
  }

  private context(facts: ShipmentFacts): { context: Context; resolution: Resolution; surchargeIds: number[] } | { key: MessageKey } {
    const day = facts.shipDate;
    const account = this.data.accounts.get(facts.shippingAccountId);
    const service = this.data.services.get(facts.carrierServiceId);
    if (!account || !service || Number(account.status) !== 1 || Number(service.status) !== 1) return { key: 'feeDetailsUnavailable' };
    const carrier = Number(account.carrier);
    if (Number(service.carrier) !== carrier) return { key: 'feeDetailsUnavailable' };
    const level = this.levelPart(facts, day);
    if (!level) return { key: 'feeDetailsUnavailable' };
    const cards = this.cardsPart(day, facts.shippingAccountId, facts.carrierServiceId, facts.packageType);
    const cost = cardForAddress(cards.cost, facts.residential);
    const publish = cardForAddress(cards.publish, facts.residential);
    if (!cost || !publish) return { key: 'feeDetailsUnavailable' };
    let priceCard: { id: number; card: RateCard } | undefined;
    if (level.version.values.defaultRule === 'GENERAL_PRICING') {
      const card = cardForAddress(this.priceCardsPart(day, level.id, facts.carrierServiceId, facts.packageType), facts.residential);
      if (!card) return { key: 'feeDetailsUnavailable' };
      priceCard = { id: card.id, card: this.cardOf(card.stamp) };
    }
    const carrierPart = this.carrierPart(day, carrier);
    const surcharges = this.surchargesPart(day, carrier, facts.clientId ?? undefined, carrierPart.surcharges);
    const context: Context = {
      shipDate: day, carrier: carrier as QuoteInput['carrier'], serviceGroup: Number(service.serviceGroup) as QuoteInput['serviceGroup'],
      residential: facts.residential,
      dimDivisor: Number(level.version.values.dimFactor ?? account.dimDivisor), dimMinCubicInches: Number(account.dimMinCubicInches ?? 0),
      costCard: this.cardOf(cost.stamp), publishCard: this.cardOf(publish.stamp),
      level: priceCard ? this.levelWithCard(level.engine, priceCard.card) : level.engine,
      surcharges: surcharges.engine, fuelPercent: carrierPart.fuel.percent, peaks: carrierPart.peaks,
    };
    return {
      context,
      surchargeIds: surcharges.ids,
      resolution: {
        levelId: level.id, levelName: String(level.version.values.levelName), levelFrom: level.from,
        costCardId: cost.id, publishCardId: publish.id, priceCardId: priceCard?.id ?? null,
        fuelRateId: carrierPart.fuel.rate ? Number(carrierPart.fuel.rate.id) : null,
        surchargeIds: surcharges.activeIds, clientSurchargeIds: surcharges.dealIds,
      },
    };
  }

  /*
   * The parts of a context, each kept for its day under the smallest key it depends on, so the
   * many contexts of a day share them (and the engine objects in them: the engine's caches are
   * per object). forget() drops them with the contexts.
   */
  private readonly parts = new Map<string, unknown>();

  private part<T>(key: string, make: () => T): T {
    if (this.parts.has(key)) return this.parts.get(key) as T;
    const made = make();
    this.parts.set(key, made);
    return made;
  }

  private levelPart(facts: ShipmentFacts, day: string) {
    const key = facts.levelId === undefined ? `L|${day}|c${facts.clientId ?? ''}` : `L|${day}|l${facts.levelId}`;
    return this.part(key, () => {
      const level = facts.levelId === undefined ? this.levelOf(facts.clientId ?? undefined, day) : this.levelNamed(facts.levelId, day);
      return level && { ...level, engine: this.part(`LE|${day}|${level.id}`, () => engineLevel(level.version.values)) };
    });
  }

  private levelWithCard(level: Level, card: RateCard): Level {
    return this.part(`LC|${this.idOf(level)}|${this.idOf(card)}`, () => ({ ...level, priceCard: card }));
  }

  private cardsPart(day: string, accountId: number, serviceId: number, packageType: string) {
    return this.part(`C|${day}|${accountId}|${serviceId}|${packageType}`, () => {
      const cards = inForce(this.data.rateCards, day, { shippingAccountId: accountId, carrierServiceId: serviceId, packageType });
      return { cost: cards.filter((c) => c.values.cardType === 'COST').map(flat), publish: cards.filter((c) => c.values.cardType === 'PUBLISH').map(flat) };
    });
  }

  private priceCardsPart(day: string, levelId: number, serviceId: number, packageType: string) {
    return this.part(`P|${day}|${levelId}|${serviceId}|${packageType}`, () => inForce(this.data.levelPriceCards, day, { pricingLevelId: levelId, carrierServiceId: serviceId, packageType }).map(flat));
  }

  private carrierPart(day: string, carrier: number) {
    return this.part(`K|${day}|${carrier}`, () => ({
      surcharges: inForce(this.data.surcharges, day, { carrier }).sort((a, b) => a.id - b.id),
      fuel: fuelPercentOn(inForce(this.data.fuelRates, day, { carrier }).map(flatValues), carrier),
      peaks: inForce(this.data.peaks, day, { carrier }).map((p) => enginePeak(p.values)),
    }));
  }

  /**
   * The carrier's surcharges, with the client's deals when it has any (else shared by every
   * client). The level's surcharge rule is the engine's to apply (engineLevel's surchargeRule).
   */
  private surchargesPart(day: string, carrier: number, clientId: number | undefined, surcharges: InForce[]) {
    const deals = this.dealsOf(clientId, day);
    const own = surcharges.some((s) => deals.has(s.id));
    return this.part(`S|${day}|${carrier}|${own ? clientId : ''}`, () => ({
      engine: surcharges.map((s): Surcharge => {
        const engine = engineSurcharge(s.values);
        const deal = deals.get(s.id);
        // A client's own deal is the most particular: its discount applies whatever the level rules.
        return deal ? { ...engine, offRatePercent: String(deal.offRatePercent), levelRule: 'WITH_DISCOUNT' } : engine;
      }),
      ids: surcharges.map((s) => s.id),
      activeIds: surcharges.filter((s) => Number(s.values.status) === 1).map((s) => s.id),
      dealIds: surcharges.filter((s) => Number(s.values.status) === 1 && deals.has(s.id)).map((s) => s.id),
    }));
  }

  /** A stable number per engine object, for part keys made of objects. */
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private idOf(o: object): number {
    let id = this.ids.get(o);
    if (id === undefined) this.ids.set(o, (id = this.nextId++));
    return id;
  }

  /** The client's level on the day (its latest assignment then, if that level exists then), else the default level then. */
  private levelOf(clientId: number | undefined, day: string): { id: number; version: BookVersion; from: 'client' | 'default' } | undefined {
    const assigned = clientId === undefined ? undefined : latestOn(this.data.clientLevels.get(clientId), day);
    if (assigned) {
      const record = this.data.levels.find((l) => l.id === Number(assigned.pricingLevelId));
      const version = record && versionInForce(record.versions, day);
      if (version) return { id: record.id, version, from: 'client' };
    }
    for (const record of this.data.levels) {
      const version = versionInForce(record.versions, day);
      if (version?.values.isDefault === true) return { id: record.id, version, from: 'default' };
    }
    return undefined;
  }

  private levelNamed(id: number, day: string): { id: number; version: BookVersion; from: 'asked' } | undefined {
    const record = this.data.levels.find((l) => l.id === id);
    const version = record && versionInForce(record.versions, day);
    return version ? { id, version, from: 'asked' } : undefined;
  }

  /** The client's deal per surcharge on the day: for each surcharge, its latest assignment then. */
  private dealsOf(clientId: number | undefined, day: string): Map<number, DatedAssignment> {
    const deals = new Map<number, DatedAssignment>();
    const rows = clientId === undefined ? undefined : this.data.clientSurcharges.get(clientId);
    for (const row of rows ?? []) {
      if (row.effectiveFrom > day) continue;
      const surchargeId = Number(row.surchargeId);
      const held = deals.get(surchargeId);
      if (!held || row.effectiveFrom > held.effectiveFrom || (row.effectiveFrom === held.effectiveFrom && row.id > held.id)) deals.set(surchargeId, row);
    }
    return deals;
  }

  private cardOf(version: BookVersion): RateCard {
    let card = this.cards.get(version);
    if (!card) {
      card = engineCard(version.values);
      this.cards.set(version, card);
    }
    return card;
  }
}

/** Of dated rows, the latest on or before the day (on a tie the later row). */
function latestOn(rows: DatedAssignment[] | undefined, day: string): DatedAssignment | undefined {
  let best: DatedAssignment | undefined;
  for (const row of rows ?? []) {
    if (row.effectiveFrom > day) continue;
    if (!best || row.effectiveFrom > best.effectiveFrom || (row.effectiveFrom === best.effectiveFrom && row.id > best.id)) best = row;
  }
  return best;
}

type InForce = { id: number; values: Values; stamp: BookVersion };

/** The records whose version in force on the day matches `where`, with that version. */
function inForce(records: VersionedRecord[], day: string, where: Values): InForce[] {
  const found: InForce[] = [];
  for (const record of records) {
    const version = versionInForce(record.versions, day);
    if (version && Object.entries(where).every(([k, v]) => String(version.values[k]) === String(v))) found.push({ id: record.id, values: version.values, stamp: version });
  }
  return found;
}

const flat = (r: InForce) => ({ ...r.values, id: r.id, stamp: r.stamp });
const flatValues = (r: InForce) => ({ ...r.values, id: r.id });
