import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shippingAccount } from '@console/resources';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { SecretBox } from '../../core/crypto/secret-box';
import { SealedSecret, sealedSecretHooks } from '../../engine/secrets/sealed-secret';
import { HookRegistry } from '../../engine/hooks';

/**
 * A shipping account's API credentials (resources/pricing/shipping-account.ts): the key and the
 * secret sealed on create and on an edit that sends them, never returned, flagged as stored,
 * and opened only for the carrier calls that need them (`credentials`).
 */
@Injectable()
export class ShippingAccountHooks {
  private readonly apiKey: SealedSecret;
  private readonly apiSecret: SealedSecret;

  constructor(registry: HookRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    const box = new SecretBox(config.dataEncryptionKey);
    this.apiKey = new SealedSecret(box, shippingAccount, { input: 'apiKey', column: 'apiKeyEnc', flag: 'apiKeySet' });
    this.apiSecret = new SealedSecret(box, shippingAccount, { input: 'apiSecret', column: 'apiSecretEnc', flag: 'apiSecretSet' });
    const secrets = [this.apiKey, this.apiSecret];
    registry.register(sealedSecretHooks(shippingAccount, secrets));
  }

  /** The account's credentials in the clear, for a carrier call. */
  async credentials(em: EntityManager, id: number): Promise<{ apiKey: string | null; apiSecret: string | null }> {
    return { apiKey: await this.apiKey.open(em, id), apiSecret: await this.apiSecret.open(em, id) };
  }
}
