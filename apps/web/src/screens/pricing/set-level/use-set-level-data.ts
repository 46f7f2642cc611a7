import { useCallback, useEffect, useRef, useState } from 'react';
import { loadCarrierInfos } from '../carrier-infos';
import type { RateCardRecord } from './grid-compare';
import {
  loadLevelCards, loadLevels, loadRateCards, type CarrierInfo, type LevelCardRecord, type LevelRecord,
} from './set-level-api';

/** The levels and the carriers (services, package types, accounts), read once. */
export function usePickerData(): { levels: LevelRecord[] | null; carriers: CarrierInfo[] | null } {
  const [levels, setLevels] = useState<LevelRecord[] | null>(null);
  const [carriers, setCarriers] = useState<CarrierInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    loadLevels().then((v) => live && setLevels(v), () => live && setLevels([]));
    loadCarrierInfos().then((v) => live && setCarriers(v), () => live && setCarriers([]));
    return () => {
      live = false;
    };
  }, []);
  return { levels, carriers };
}

export interface ServiceCards {
  /** The level's cards for the service (every package type and address type); null while loading. */
  levelCards: LevelCardRecord[] | null;
  /** The platform's cost and publish cards for the service; null while loading. */
  rateCards: RateCardRecord[] | null;
  /** Reads the level's cards again (after a version conflict). */
  reloadCards: () => void;
  /** A card the server just answered, put in place without reading them all again. */
  putCard: (record: LevelCardRecord) => void;
}

/**
 * The level's and the platform's cards of the chosen service, read again whenever the level or
 * the service changes (a failed read has been toasted by the HTTP layer; the lists are then empty).
 * The platform's cards are those in force on `day`; a new day keeps the cards shown until the
 * new ones arrive, so the grid being edited stays put.
 */
export function useServiceCards(levelId: number | undefined, serviceId: number | undefined, day: string): ServiceCards {
  const [levelCards, setLevelCards] = useState<LevelCardRecord[] | null>(null);
  const [rateCards, setRateCards] = useState<RateCardRecord[] | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setLevelCards(null);
    if (levelId === undefined || serviceId === undefined) return;
    let live = true;
    loadLevelCards(levelId, serviceId).then((v) => live && setLevelCards(v), () => live && setLevelCards([]));
    return () => {
      live = false;
    };
  }, [levelId, serviceId, round]);

  const shownService = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (shownService.current !== serviceId) setRateCards(null);
    shownService.current = serviceId;
    if (serviceId === undefined) return;
    let live = true;
    loadRateCards(serviceId, day).then((v) => live && setRateCards(v), () => live && setRateCards([]));
    return () => {
      live = false;
    };
  }, [serviceId, day]);

  const reloadCards = useCallback(() => setRound((n) => n + 1), []);
  const putCard = useCallback((record: LevelCardRecord) => {
    setLevelCards((cards) => [...(cards ?? []).filter((c) => c.id !== record.id), record]);
  }, []);

  return { levelCards, rateCards, reloadCards, putCard };
}
