import type { Ref } from 'react';
import { Button, Flex, Input, Typography, type InputRef } from 'antd';
import { CheckOutlined, DashboardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StationMaterial } from './pack-station-api';
import type { StationStep } from './station-model';
import styles from './pack-station.module.css';

interface Props {
  material: StationMaterial | null;
  step: StationStep;
  weightBox: Ref<InputRef>;
  weight: string;
  onWeight: (weight: string) => void;
  onScale: () => void;
  onFinish: () => void;
}

/** Buttons leave the focus where it is (the scan or weight box): a click is a courtesy, the keys are the way. */
const keepFocus = (e: React.MouseEvent) => e.preventDefault();

/**
 * The box: the packaging material scanned (its inner sides are the package's, 02 §2 Batch and
 * pack) and, once every unit is in it, the weight (read from the scale, or typed) and Finish,
 * which makes the label and sends the order To Ship.
 */
export function MaterialBox({ material, step, weightBox, weight, onWeight, onScale, onFinish }: Props) {
  const { t } = useTranslation();
  const ready = step === 'weigh';
  return (
    <div className={`${styles.box} ${ready ? styles.boxReady : ''}`} data-testid="pack-material" data-code={material?.code ?? ''}>
      <div>
        <Typography.Text type="secondary">{t('packStation.material')}</Typography.Text>
        {material ? (
          <>
            <div className={styles.boxName}>{material.name} <Typography.Text code>{material.code}</Typography.Text></div>
            <div>
              {t('packStation.dimensions', { length: material.length, width: material.width, height: material.height, unit: material.dimUnit })}
              {' · '}
              {t('packStation.materialWeight', { weight: material.weight, unit: material.weightUnit })}
            </div>
          </>
        ) : (
          <div className={`${styles.boxName} ${styles.boxMissing}`}>{t('packStation.noMaterial')}</div>
        )}
      </div>
      {ready && (
        <Flex gap={12} align="flex-end" wrap>
          <div>
            <label htmlFor="pack-weight" className={styles.weightLabel}>{t('packStation.weight')}</label>
            <Input
              id="pack-weight" ref={weightBox} value={weight} onChange={(e) => onWeight(e.target.value)} inputMode="decimal" autoComplete="off"
              suffix="lb" className={styles.weightInput} data-testid="pack-weight-input"
            />
          </div>
          <Button type="primary" size="large" icon={<CheckOutlined />} onMouseDown={keepFocus} onClick={onFinish} data-testid="pack-finish">
            {t('packStation.finish')} <kbd>F9</kbd>
          </Button>
          <Button size="large" icon={<DashboardOutlined />} onMouseDown={keepFocus} onClick={onScale} data-testid="pack-scale">
            {t('packStation.keys.scale')} <kbd>F4</kbd>
          </Button>
        </Flex>
      )}
    </div>
  );
}
