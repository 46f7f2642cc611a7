import type { Ref } from 'react';
import { Button, Card, Flex, Progress, Tag, Typography, type InputRef } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_OPTIONS } from '@console/resources';
import { languageOf } from '../../platform/envelope';
import type { StationState } from './pack-station-api';
import { canUndo, orderProgress, type StationStep } from './station-model';
import { ItemsTable } from './ItemsTable';
import { MaterialBox } from './MaterialBox';
import styles from './pack-station.module.css';

interface Props {
  state: StationState;
  step: StationStep;
  weightBox: Ref<InputRef>;
  weight: string;
  onWeight: (weight: string) => void;
  onUndo: () => void;
  onScale: () => void;
  onFinish: () => void;
}

/**
 * The order being packed, readable from a metre away: its number and the units left to pack in
 * large type, a progress bar, its lines (packed of ordered), and the box with the weight and
 * Finish. With no order yet, what to scan to start one.
 */
export function CurrentOrder({ state, step, weightBox, weight, onWeight, onUndo, onScale, onFinish }: Props) {
  const { t, i18n } = useTranslation();
  const current = state.current;
  if (!current) {
    return (
      <Card data-testid="pack-current-order" data-order-no="">
        <div className={styles.empty}>{t(state.mode === 'batch' ? 'packStation.emptyBatch' : 'packStation.empty')}</div>
      </Card>
    );
  }
  const progress = orderProgress(state);
  const status = ORDER_STATUS_OPTIONS.find((o) => o.value === current.status)?.label[languageOf(i18n.language)] ?? String(current.status);
  return (
    <Card data-testid="pack-current-order" data-order-no={current.orderNo}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" gap={16}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text type="secondary">{t('packStation.order')}</Typography.Text> <Tag>{status}</Tag>
            <div className={styles.orderNo} data-testid="pack-order-no">{current.orderNo}</div>
          </div>
          <div className={styles.left}>
            <div className={styles.leftLabel}>{t('packStation.leftToPack')}</div>
            <div className={`${styles.leftCount} ${current.left === 0 ? styles.leftDone : ''}`} data-testid="pack-left">{current.left}</div>
          </div>
        </Flex>
        <Flex align="center" gap={16}>
          <Progress
            percent={progress.percent} strokeColor="#237804" size={['100%', 14]} style={{ flex: 1, margin: 0 }}
            format={() => t('packStation.unitsPacked', { packed: progress.packed, units: progress.units })} data-testid="pack-progress"
          />
          <Button size="large" icon={<UndoOutlined />} onMouseDown={(e) => e.preventDefault()} onClick={onUndo} disabled={!canUndo(state)} data-testid="pack-undo">
            {t('packStation.keys.undo')} <kbd>F2</kbd>
          </Button>
        </Flex>
        <ItemsTable items={current.items} />
        <MaterialBox
          material={current.material} step={step} weightBox={weightBox} weight={weight}
          onWeight={onWeight} onScale={onScale} onFinish={onFinish}
        />
      </Flex>
    </Card>
  );
}
