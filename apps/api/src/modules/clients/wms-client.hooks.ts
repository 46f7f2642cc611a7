import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { labelServerClient, wmsClient } from '@console/resources';
import { kindOf } from '@console/metadata';
import { newClientCode } from './client-code';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { SecretBox } from '../../core/crypto/secret-box';
import { SealedSecret } from '../../engine/secrets/sealed-secret';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import type { Row } from '../../engine/row';
import { subscriptionStatusOn, utcDay, type SubscriptionDates } from './subscription';

const DATE_FIELDS = ['trialEndDate', 'subscriptionStartDate', 'subscriptionEndDate', 'subscriptionStatus'] as const;

/**
 * WMS client and label-server client rules (resources/clients/*.ts say what each means): their
 * codes, the WMS mail password sealed with AES-256-GCM and never returned, the subscription
 * status the dates give (here on every save, and daily by subscription-job.ts), and the
 * status actions.
 */
@Injectable()
export class WmsClientHooks {
  private readonly mailPasswordSecret: SealedSecret;

  constructor(registry: HookRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    this.mailPasswordSecret = new SealedSecret(new SecretBox(config.dataEncryptionKey), wmsClient, { input: 'emailPassword', column: 'emailPasswordEnc', flag: 'emailPasswordSet' });
    registry.register(defineHooks(wmsClient, {
      beforeCreate: async (row, { em, input }) => {
        row.clientId = await newClientCode(em, wmsClient, 'W', 7);
        this.mailPasswordSecret.seal(row, input);
        row.subscriptionStatus = subscriptionStatusOn({ ...NO_DATES, ...subscriptionOf(row as Record<string, unknown>) }, utcDay());
      },
      beforeUpdate: (current, changes, { input }) => {
        // An empty password field keeps the stored password; a new one replaces it.
        this.mailPasswordSecret.seal(changes, input);
        if (DATE_FIELDS.some((k) => changes[k] !== undefined)) {
          changes.subscriptionStatus = subscriptionStatusOn({ ...NO_DATES, ...subscriptionOf(current as unknown as Record<string, unknown>), ...subscriptionOf(changes as Record<string, unknown>) }, utcDay());
        }
      },
      // Whether a password is stored, never the password.
      afterRead: (rows, { em }) => this.mailPasswordSecret.flag(rows, em),
    }));
    registry.register(defineHooks(labelServerClient, {
      beforeCreate: async (row, { em }) => {
        row.clientId = await newClientCode(em, labelServerClient, 'L', 7);
      },
    }));
  }

  /** The stored password of an organisation's mail host, for the module that sends through it. */
  mailPassword(em: EntityManager, id: number): Promise<string | null> {
    return this.mailPasswordSecret.open(em, id);
  }
}

/** The subscription fields a row holds, dates as 'YYYY-MM-DD' whatever the driver gave (MySQL: a Date). */
export function subscriptionOf(row: Record<string, unknown>): Partial<SubscriptionDates> {
  const out: Record<string, unknown> = {};
  for (const key of DATE_FIELDS) {
    if (row[key] === undefined) continue;
    const field = wmsClient.fields[key];
    out[key] = row[key] === null ? null : kindOf(field).fromColumn(row[key], field);
  }
  return out as Partial<SubscriptionDates>;
}

const NO_DATES: SubscriptionDates = { subscriptionStatus: 'IN_TRIAL', trialEndDate: null, subscriptionStartDate: null, subscriptionEndDate: null };
