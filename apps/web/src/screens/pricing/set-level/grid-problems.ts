/**
 * 02 §5's rules on the grid: the same check the API runs before it saves a card
 * (`cardRowProblems` of @console/pricing), placed on the cells it is about, so the grid marks
 * what to fix as it is typed. 'Weights and zones of a service must be all filled or all empty'
 * marks the empty cells of each zone that is priced on some rows only. Pure.
 */
import { cardRowProblems, type CardRowProblem } from '@console/pricing';
import { rowsToCard, type GridColumn, type GridRow } from './grid-model';

export type ProblemKey = CardRowProblem['key'];

export interface GridProblem {
  key: ProblemKey;
  params?: Record<string, string | number>;
}

export interface GridProblems {
  /** By cell (`row:column`, row from 0): the problems about it. */
  cells: Map<string, GridProblem[]>;
  /** Every problem once, in row order: what the list under the grid reads. */
  all: GridProblem[];
}

export const cellId = (row: number, column: GridColumn) => `${row}:${column}`;

const WEIGHT = /^[0-9]{1,5}(\.[0-9]{1,4})?$/;

export function gridProblems(rows: readonly GridRow[]): GridProblems {
  const card = rowsToCard(rows);
  const all = cardRowProblems(card) as GridProblem[];
  const cells = new Map<string, GridProblem[]>();
  const mark = (row: number, column: GridColumn, problem: GridProblem) => {
    const id = cellId(row, column);
    cells.set(id, [...(cells.get(id) ?? []), problem]);
  };
  for (const problem of all) {
    const row = Number(problem.params?.row ?? 0) - 1;
    switch (problem.key) {
      case 'cardFirstFromZero':
        mark(0, 'from', problem);
        break;
      case 'cardRowGap':
        mark(row, 'from', problem);
        break;
      case 'cardRowRange':
        mark(row, 'to', problem);
        break;
      case 'cardRowShape': {
        const r = card[row];
        const bad = (['from', 'to'] as const).filter((c) => !WEIGHT.test(r?.[c] ?? ''));
        for (const column of bad.length ? bad : ['from' as const]) mark(row, column, problem);
        break;
      }
      case 'cardPriceInvalid':
      case 'cardZoneUnknown':
        mark(row, String(problem.params?.zone), problem);
        break;
      case 'cardZonesAllOrNone':
        for (const zone of partlyPricedZones(card)) {
          card.forEach((r, i) => {
            if (!r.zones[zone]) mark(i, zone, problem);
          });
        }
        break;
      default:
        break; // about the whole card (empty, too many rows): the list says it
    }
  }
  return { cells, all };
}

/** Zones priced on some rows but not all. */
export function partlyPricedZones(card: ReadonlyArray<{ zones: Record<string, string> }>): string[] {
  const counts = new Map<string, number>();
  for (const r of card) for (const [zone, v] of Object.entries(r.zones)) if (v !== '') counts.set(zone, (counts.get(zone) ?? 0) + 1);
  return [...counts].filter(([, n]) => n !== card.length).map(([zone]) => zone);
}
