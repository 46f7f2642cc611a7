import { Inject, Injectable } from '@nestjs/common';
import type { ResourceDef } from '@console/metadata';
import { paymentSetting, payoutSetting } from '@console/resources';
import { APP_CONFIG } from '../../../core/tokens';
import type { AppConfig } from '../../../core/config';
import { SecretBox } from '../../../core/crypto/secret-box';
import { SealedSecret, sealedSecretHooks } from '../../../engine/secrets/sealed-secret';
import { HookRegistry } from '../../../engine/hooks';

/**
 * The secrets of the accounts money moves through (resources/finance/bank-details.ts): a
 * receiving account's bank account number and PayPal secret (Payment), a client's payout bank
 * account number (Payout Setting), by resource. Sealed, never returned, flagged as stored; the
 * account number's last four digits kept to be seen; a method changed away from bank transfer
 * (or PayPal) clears that method's secret. The demo seed seals its rows with the same.
 */
export function accountSecretsOf(box: SecretBox): Record<string, SealedSecret[]> {
  const accountNumber = (def: ResourceDef) => new SealedSecret(box, def, { input: 'accountNumber', column: 'accountNumberEnc', flag: 'accountNumberSet', mask: 'accountNumberMask' });
  return {
    [paymentSetting.name]: [accountNumber(paymentSetting), new SealedSecret(box, paymentSetting, { input: 'paypalSecret', column: 'paypalSecretEnc', flag: 'paypalSecretSet' })],
    [payoutSetting.name]: [accountNumber(payoutSetting)],
  };
}

@Injectable()
export class AccountSecretsHooks {
  constructor(registry: HookRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    const secrets = accountSecretsOf(new SecretBox(config.dataEncryptionKey));
    for (const def of [paymentSetting, payoutSetting]) registry.register(sealedSecretHooks(def, secrets[def.name]));
  }
}
