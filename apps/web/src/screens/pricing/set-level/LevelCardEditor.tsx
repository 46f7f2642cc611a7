import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelPriceCard } from '@console/resources';
import { displayPrice, insertRow, removeRow, rowsFromCard, shownZones, type GridColumn } from './grid-model';
import type { CellPos } from './grid-keys';
import { gridProblems, type GridProblems } from './grid-problems';
import { accountsWithCards, compareCards, type RateCardRecord } from './grid-compare';
import type { CarrierInfo, LevelCardRecord } from './set-level-api';
import type { CardEditor } from './use-card-editor';
import type { CardSave } from './use-card-save';
import { CardToolbar, type CopySource } from './CardToolbar';
import { ZoneGrid, type PasteInfo, type ZoneGridHandle } from './ZoneGrid';
import { GridMessages } from './GridMessages';

const NO_PROBLEMS: GridProblems = { cells: new Map(), all: [] };

interface Props {
  editor: CardEditor;
  saver: CardSave;
  record: LevelCardRecord | undefined;
  levelCards: LevelCardRecord[];
  rateCards: RateCardRecord[];
  accounts: CarrierInfo['accounts'];
  packageType: string;
  addressType: number;
  capAtPublish: boolean;
  readOnly: boolean;
  /** A switch was refused for unsaved changes (02 §5). */
  refused: boolean;
  onCloseRefused: () => void;
  onReload: () => void;
  /** Focus this cell (`row:column`): the first wrong one of a refused save. */
  focusRequest?: { cell: string; n: number };
}

/**
 * One card on the grid: its minimum charge and date, the account it is compared with, the
 * grid itself and what it has to say. The rules show once the card is changed or a save was tried.
 */
export function LevelCardEditor(props: Props) {
  const { editor, saver, record, rateCards, packageType, addressType, readOnly } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const grid = useRef<ZoneGridHandle>(null);
  const [focus, setFocus] = useState<CellPos | null>(null);
  const [showAllZones, setShowAllZones] = useState(false);
  const [accountChoice, setAccountChoice] = useState<number>();

  const accountIds = accountsWithCards(rateCards, props.accounts.map((a) => a.accountId), packageType);
  const accountId = accountChoice !== undefined && accountIds.includes(accountChoice) ? accountChoice : accountIds[0];
  const accountName = (id: number | undefined) => props.accounts.find((a) => a.accountId === id)?.nickname ?? '';
  const compare = useMemo(() => compareCards(rateCards, accountId, packageType, addressType), [rateCards, accountId, packageType, addressType]);

  // The zones shown grow with what is typed, never shrink under the cursor.
  const zones = shownZones([record?.rows, compare.cost?.rows, compare.publish?.rows, editor.rows], showAllZones).join(',');
  const columns = useMemo<GridColumn[]>(() => ['from', 'to', ...zones.split(',')], [zones]);

  const showRules = editor.dirty || saver.attempted;
  const problems = useMemo(() => (showRules ? gridProblems(editor.rows) : NO_PROBLEMS), [showRules, editor.rows]);
  const rowErrors = saver.serverErrors.filter((e) => e.field !== 'minimumCharge' && e.field !== 'effectiveFrom').map((e) => e.message);

  useEffect(() => {
    if (!props.focusRequest) return;
    const [row, column] = props.focusRequest.cell.split(':');
    const col = columns.indexOf(column);
    if (col >= 0) grid.current?.focusCell({ row: Number(row), col });
  }, [props.focusRequest, columns]);

  const copySources: CopySource[] = [
    ...(compare.publish ? [{ key: `rate:${compare.publish.id}`, label: t('setLevel.copyPublish', { account: accountName(accountId) }) }] : []),
    ...(compare.cost ? [{ key: `rate:${compare.cost.id}`, label: t('setLevel.copyCost', { account: accountName(accountId) }) }] : []),
    ...props.levelCards.filter((c) => c.packageType === packageType && Number(c.addressType) !== addressType).map((c) => ({
      key: `level:${c.id}`, label: t('setLevel.copyLevel', { address: t(`${levelPriceCard.name}.options.addressType.${c.addressType}`) }),
    })),
  ];
  const copy = (key: string) => {
    const [kind, id] = key.split(':');
    const source = (kind === 'rate' ? rateCards : props.levelCards).find((c) => String(c.id) === id);
    if (!source) return;
    editor.setRows(rowsFromCard(source.rows));
    if (source.minimumCharge) editor.setMinimumCharge(displayPrice(source.minimumCharge));
  };

  const onPasted = useCallback((info: PasteInfo) => {
    message.info(t('setLevel.pasted', { rows: info.rows, cols: info.cols }));
    if (info.dropped) message.warning(t('setLevel.pastedDropped', { count: info.dropped }));
  }, [message, t]);
  const { setRows } = editor;
  const onRemoveRow = useCallback((index: number) => setRows((rows) => removeRow(rows, index)), [setRows]);
  const at = focus && focus.row < editor.rows.length ? focus.row : editor.rows.length - 1;

  return (
    <Flex vertical gap={12}>
      <CardToolbar
        minimumCharge={editor.minimumCharge}
        minimumError={saver.minimumError(showRules)}
        effectiveFrom={editor.effectiveFrom}
        effectiveError={saver.serverErrors.find((e) => e.field === 'effectiveFrom')?.message}
        accounts={accountIds.map((id) => ({ value: id, label: accountName(id) }))}
        accountId={accountId}
        showAllZones={showAllZones}
        copySources={copySources}
        readOnly={readOnly}
        onMinimumCharge={editor.setMinimumCharge}
        onEffectiveFrom={editor.setEffectiveFrom}
        onAccount={setAccountChoice}
        onShowAllZones={setShowAllZones}
        onCopy={copy}
        onInsertRow={() => {
          setRows((rows) => insertRow(rows, at));
          grid.current?.focusCell({ row: at + 1, col: 1 });
        }}
        onRemoveRow={() => onRemoveRow(at)}
      />
      {readOnly && <Alert type="info" showIcon message={t('setLevel.readOnly')} />}
      {props.refused && (
        <Alert type="warning" showIcon closable onClose={props.onCloseRefused} data-testid="switch-refused" message={t('messages.cardSaveBeforeNext')} />
      )}
      {saver.conflict && (
        <Alert
          type="error"
          showIcon
          data-testid="version-conflict"
          message={saver.conflict}
          action={<Button size="small" onClick={props.onReload}>{t('setLevel.reload')}</Button>}
        />
      )}
      <div>
        <ZoneGrid
          ref={grid}
          rows={editor.rows}
          columns={columns}
          problems={problems}
          compare={compare}
          readOnly={readOnly}
          focus={focus}
          onFocusChange={setFocus}
          setRows={setRows}
          onRemoveRow={onRemoveRow}
          onPasted={onPasted}
        />
        <GridMessages
          rows={editor.rows}
          columns={columns}
          focus={focus}
          compare={compare}
          capAtPublish={props.capAtPublish}
          ratesDay={editor.effectiveFrom}
          problems={problems.all}
          serverErrors={rowErrors}
        />
      </div>
    </Flex>
  );
}
