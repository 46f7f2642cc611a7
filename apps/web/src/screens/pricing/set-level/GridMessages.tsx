import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@console/contracts';
import { PRICING_MESSAGES } from '@console/pricing';
import { languageOf } from '../../../platform/envelope';
import { cellValue, type GridColumn, type GridRow } from './grid-model';
import type { CellPos } from './grid-keys';
import { compareCell, type CompareCards } from './grid-compare';
import type { GridProblem } from './grid-problems';

interface Props {
  rows: GridRow[];
  columns: GridColumn[];
  focus: CellPos | null;
  compare: CompareCards;
  capAtPublish: boolean;
  /** The day the compared cost and publish cards are in force on (the card's effective date). */
  ratesDay: string;
  /** The rules the grid breaks now. */
  problems: GridProblem[];
  /** What the server said of the rows on the last save, in the user's language. */
  serverErrors: string[];
}

/**
 * Under the grid: where the focused cell is and what cost and publish are there, the keys, and
 * every rule the grid breaks (the server's words too, after a refused save).
 */
export function GridMessages({ rows, columns, focus, compare, capAtPublish, ratesDay, problems, serverErrors }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const texts = [...new Set([...problems.map((p) => t(`messages.${p.key}`, p.params ?? {})), ...serverErrors])];
  const row = focus ? rows[focus.row] : undefined;
  const column = focus ? columns[focus.col] : undefined;
  const zone = column && column !== 'from' && column !== 'to' ? column : undefined;
  const at = row && zone ? compareCell(cellValue(row, zone), row.to, zone, compare) : undefined;

  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Flex justify="space-between" wrap gap={8} data-testid="cell-status">
        <Typography.Text>
          {row && zone && (
            <>
              {t('setLevel.cell', { row: focus!.row + 1, range: `${row.from || '?'} – ${row.to || '?'}`, zone })}
              {at?.cost && <> · {t('setLevel.cost', { price: formatMoney(at.cost.toString()) })}</>}
              {at?.publish && <> · {t('setLevel.publish', { price: formatMoney(at.publish.toString()) })}{capAtPublish ? ` (${t('setLevel.capped')})` : ''}</>}
              {at?.note && <Typography.Text type={at.note === 'noLessThanCostRate' ? undefined : 'warning'} strong> · {PRICING_MESSAGES[at.note][lang]}</Typography.Text>}
            </>
          )}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="rates-as-of">
          {t('setLevel.rows', { count: rows.length })} · {t('setLevel.ratesAsOf', { date: formatDate(ratesDay) })}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('setLevel.keys')}</Typography.Text>
      {texts.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="grid-problems"
          message={t('setLevel.problems')}
          description={<ul style={{ margin: 0, paddingLeft: 18 }}>{texts.map((text) => <li key={text}>{text}</li>)}</ul>}
        />
      )}
    </Flex>
  );
}
