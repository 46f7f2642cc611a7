import { theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { direction, signedMoney } from './money-delta';

/** Red for a rise (the client pays more), green for a fall, plain when nothing moves. */
export function useDeltaColor(): (amount: string) => string | undefined {
  const { token } = theme.useToken();
  return (amount: string) => ({ up: token.colorError, down: token.colorSuccess, flat: undefined })[direction(amount)];
}

/** A change of money: signed, coloured, with an arrow; `data-direction` and `data-amount` (4 decimals) for whoever reads it exactly. */
export function MoneyDelta({ amount }: { amount: string }) {
  const color = useDeltaColor()(amount);
  const way = direction(amount);
  return (
    <span style={{ color, whiteSpace: 'nowrap' }} data-direction={way} data-amount={amount}>
      {way === 'up' && <ArrowUpOutlined />} {way === 'down' && <ArrowDownOutlined />} {signedMoney(amount)}
    </span>
  );
}
