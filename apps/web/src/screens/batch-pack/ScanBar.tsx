import type { Ref } from 'react';
import { Input, Spin, type InputRef } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../platform/envelope';
import { SHORTCUTS } from './station-keys';
import type { StationStep } from './station-model';
import type { StationLine } from './use-pack-station';
import styles from './pack-station.module.css';

interface Props {
  scanBox: Ref<InputRef>;
  code: string;
  onCode: (code: string) => void;
  step: StationStep;
  line: StationLine;
  /** Scans sent and not answered yet (a slow network): the packer sees they were read. */
  busy: boolean;
}

/**
 * The top of the station: the one scan box (Enter sends, the page's key listener does it), what
 * to scan next, the last answer as a band of colour (green taken, red refused, with the server's
 * words of 02 §8 in the user's language) and the keys that replace a mouse.
 */
export function ScanBar({ scanBox, code, onCode, step, line, busy }: Props) {
  const { t, i18n } = useTranslation();
  const text = 'key' in line.text ? t(line.text.key, line.text.params) : line.text[languageOf(i18n.language)];
  const icon = line.outcome === 'ok' ? <CheckCircleFilled className={styles.icon} /> : line.outcome === 'error' ? <CloseCircleFilled className={styles.icon} /> : <ScanOutlined className={styles.icon} />;
  return (
    <>
      <div className={styles.scanRow}>
        <div>
          <label className={styles.scanLabel} htmlFor="pack-scan">{t('packStation.scanLabel')} <Spin size="small" spinning={busy} delay={300} /></label>
          <Input
            id="pack-scan" ref={scanBox} value={code} onChange={(e) => onCode(e.target.value)} className={styles.scanInput}
            placeholder={t('packStation.scanPlaceholder')} autoComplete="off" spellCheck={false} autoFocus data-testid="pack-scan-input"
          />
          <div className={styles.step} data-testid="pack-step" data-step={step}>{t(`packStation.steps.${step}`)}</div>
        </div>
        {/* a new element per answer, so its flash plays again for the same text twice */}
        <div
          key={line.seq} role="status" aria-live="assertive" className={`${styles.result} ${styles[line.outcome]}`}
          data-testid="pack-result" data-outcome={line.outcome} data-seq={line.seq}
        >
          {icon}
          <span data-testid="pack-result-text">{text}</span>
        </div>
      </div>
      <div className={styles.keys} data-testid="pack-keys">
        {SHORTCUTS.map((s) => (
          <span key={s.action}>
            {s.keys.map((k) => <kbd key={k}>{k}</kbd>)}
            {t(`packStation.keys.${s.action}`)}
          </span>
        ))}
      </div>
    </>
  );
}
