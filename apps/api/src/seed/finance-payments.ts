import type { EntityManager } from 'typeorm';
import { funding, paymentRecord, paymentSetting, payoutSetting } from '@console/resources';
import { SecretBox } from '../core/crypto/secret-box';
import { entitySchemaOf } from '../engine/entity-schema';
import { accountSecretsOf } from '../modules/finance/payments/account-secrets.hooks';

const HOUR = 3_600_000;
const BANK = 3;
const PAYPAL = 1;

/**
 * The demo's receiving accounts (a bank account and a PayPal account, their secrets sealed as
 * the hooks seal them), a payment received for each of the demo ledgers' approved fundings and
 * matched to it, two payments nobody matched yet, and payout settings for every third client.
 * Runs after the ledgers (it pays their fundings); skipped when any receiving account exists.
 */
export async function seedPayments(em: EntityManager, box: SecretBox, now = new Date()): Promise<void> {
  const accounts = em.getRepository(entitySchemaOf(paymentSetting));
  if ((await accounts.count()) > 0) return;
  const stamp = { version: 1, createTime: now, updateTime: now };
  // sealed as the hooks seal a typed secret (its mask too)
  const secrets = accountSecretsOf(box);
  const sealed = (resource: string, row: Record<string, unknown>, typed: Record<string, string>) => {
    for (const s of secrets[resource]) s.seal(row, typed, row);
    return row;
  };
  const bank = Number((await accounts.insert(sealed(paymentSetting.name, {
    accountName: 'Chase Operating', method: BANK, currency: 'USD', bankName: 'JPMorgan Chase Bank', accountHolder: 'EzeeShip Logistics LLC',
    routingNumber: '021000021', status: 1, note: 'Wire transfers from clients', ...stamp,
  }, { accountNumber: '000123456789' }))).identifiers[0].id);
  const paypal = Number((await accounts.insert(sealed(paymentSetting.name, {
    accountName: 'PayPal Business', method: PAYPAL, currency: 'USD', paypalEmail: 'billing@ezeeship.example', paypalClientId: 'AYdemo-client-id', status: 1, ...stamp,
  }, { paypalSecret: 'demo-paypal-secret' }))).identifiers[0].id);
  await accounts.insert({ accountName: 'Old Savings', method: BANK, currency: 'USD', bankName: 'Bank of America', accountHolder: 'EzeeShip Logistics LLC', routingNumber: '026009593', status: 2, ...stamp });

  const payments = em.getRepository(entitySchemaOf(paymentRecord));
  const approved = await em.getRepository(entitySchemaOf(funding)).find({ where: { status: 1 }, order: { id: 'ASC' }, take: 30 });
  for (const f of approved) {
    const received = new Date(new Date(f.createTime as Date).getTime() - 2 * HOUR);
    await payments.insert({
      receivedAt: received, accountId: Number(f.fundingType) === PAYPAL ? paypal : bank, clientId: f.clientId, amount: f.amount, reference: f.reference,
      payerName: `Client ${f.clientId}`, fundingId: f.id, status: 2, matchedBy: 'finance', ...stamp,
    });
  }
  const someClient = approved[0]?.clientId;
  if (someClient !== undefined) {
    for (const [i, amount] of ['120.0000', '75.5000'].entries()) {
      await payments.insert({ receivedAt: new Date(now.getTime() - (i + 1) * 24 * HOUR), accountId: bank, clientId: someClient, amount, reference: `WIRE-UNKNOWN-${i + 1}`, payerName: 'Unknown payer', status: 1, note: 'No funding request yet', ...stamp });
    }
  }

  const payouts = em.getRepository(entitySchemaOf(payoutSetting));
  const clients = [...new Set(approved.map((f) => Number(f.clientId)))];
  for (const [i, clientId] of clients.entries()) {
    if (i % 3) continue;
    const number = `55${String(clientId).padStart(8, '0')}`;
    await payouts.insert(i % 2
      ? { accountName: 'PayPal refunds', clientId, method: PAYPAL, paypalEmail: `refunds${clientId}@example.com`, minimumBalance: '0.0000', status: 1, ...stamp }
      : sealed(payoutSetting.name, { accountName: 'Refund account', clientId, method: BANK, bankName: 'Wells Fargo', accountHolder: `Client ${clientId}`, routingNumber: '121000248', minimumBalance: '100.0000', status: 1, ...stamp }, { accountNumber: number }));
  }
}
