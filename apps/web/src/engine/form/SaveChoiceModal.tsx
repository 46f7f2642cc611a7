import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@console/metadata';
import { labelIn, type AskedChoice } from './save-choices';

interface Props {
  def: ResourceDef;
  asked: AskedChoice | null;
  busy: boolean;
  onChoose: (value: string) => void;
  onBack: () => void;
}

/**
 * The question a save may have to answer first (the definition's `saveChoices`: an order's label
 * when its service or packages changed, 02 §4): the server's words, a button per choice, and
 * `back`, which closes the dialog and saves nothing (the form keeps its values).
 */
export function SaveChoiceModal({ def, asked, busy, onChoose, onBack }: Props) {
  const { i18n } = useTranslation();
  const choices = def.saveChoices;
  if (!choices) return null;
  return (
    <Modal
      open={asked !== null}
      title={labelIn(choices.title, i18n.language)}
      onCancel={onBack}
      maskClosable={false}
      data-testid="save-choice"
      footer={[
        <Button key="back" onClick={onBack} disabled={busy} data-testid="save-choice-back">{labelIn(choices.back, i18n.language)}</Button>,
        ...choices.options.map((option, index) => (
          <Button key={option.value} type={index === choices.options.length - 1 ? 'primary' : 'default'} loading={busy} onClick={() => onChoose(option.value)} data-testid={`save-choice-${option.value}`}>
            {labelIn(option.label, i18n.language)}
          </Button>
        )),
      ]}
    >
      <p data-testid="save-choice-message">{asked?.message}</p>
    </Modal>
  );
}
