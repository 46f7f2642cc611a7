import { useRef, useState } from 'react';
import { App, Button, Col, Row, Skeleton, type InputRef } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageDef } from '@console/metadata';
import { ResourcePage } from '../../engine/page/ResourcePage';
import { useAccess } from '../../platform/use-session';
import { usePackStation } from './use-pack-station';
import { useStationKeys } from './use-station-keys';
import type { KeyAction } from './station-keys';
import { ScanBar } from './ScanBar';
import { CurrentOrder } from './CurrentOrder';
import { BatchOrders } from './BatchOrders';
import styles from './pack-station.module.css';

/**
 * WMS > Pack Station (02 §2 Batch and pack: pack work for a batch or an order; 02 §8 the pack
 * messages): the screen a packer stands at all day with a scanner that types a code and presses
 * Enter. A batch or order number opens the work, a product's SKU or FNSKU packs a unit into its
 * order, a packaging material's barcode chooses the box; the weight (from the scale, or typed)
 * finishes the order: its label opens for printing and the next order can be scanned. Every
 * answer is a colour and a sound; the keys of station-keys.ts stand in for a mouse. The work is
 * the server's (resources/batch-pack/pack-station.ts), so a closed browser resumes where it was.
 */
export default function PackStationPage({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const allowed = useAccess();
  const station = usePackStation();
  const [code, setCode] = useState('');
  const scanBox = useRef<InputRef>(null);
  const weightBox = useRef<InputRef>(null);

  const act = (action: KeyAction) => {
    if (action === 'scan') {
      // what the scanner typed, read from the box itself: its last keys may not have re-rendered yet
      const typed = (scanBox.current?.input?.value ?? code).trim();
      setCode('');
      if (typed) station.scan(typed);
    } else if (action === 'undo') station.undo();
    else if (action === 'scale') {
      if (station.step === 'weigh') station.weigh();
    } else if (action === 'finish') station.finish(weightBox.current?.input?.value ?? station.weight);
    else if (action === 'label') station.printLabel();
    else if (action === 'back') station.focusOn('scan');
  };
  useStationKeys({ scanBox, weightBox, request: station.focus, home: () => (station.step === 'weigh' ? 'weight' : 'scan'), act });

  const leave = () => modal.confirm({
    title: t('packStation.leaveQuestion'),
    content: t('packStation.leaveHelp'),
    okText: t('packStation.leave'),
    okButtonProps: { 'data-testid': 'pack-leave-confirm' } as Record<string, string>,
    onOk: () => station.leave(),
    afterClose: () => station.focusOn('scan'),
  });
  const canPack = allowed(page.name, 'edit');
  const extra = station.state.mode && canPack ? (
    <Button icon={<LogoutOutlined />} onClick={leave} data-testid="pack-leave">{t('packStation.leave')}</Button>
  ) : null;

  return (
    <ResourcePage def={page} action="list" extra={extra}>
      <div className={styles.station} data-testid="pack-station">
        <ScanBar scanBox={scanBox} code={code} onCode={setCode} step={station.step} line={station.line} busy={station.busy} />
        {station.loading ? <Skeleton active /> : (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={station.state.batch ? 14 : 24}>
              <CurrentOrder
                state={station.state} step={station.step} weightBox={weightBox} weight={station.weight} onWeight={station.setWeight}
                onUndo={() => act('undo')} onScale={() => act('scale')} onFinish={() => act('finish')}
              />
            </Col>
            {station.state.batch && <Col xs={24} xl={10}><BatchOrders state={station.state} /></Col>}
          </Row>
        )}
      </div>
    </ResourcePage>
  );
}
