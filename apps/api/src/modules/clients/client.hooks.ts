import { Inject, Injectable } from '@nestjs/common';
import { translate } from '@console/contracts';
import { client } from '@console/resources';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { AppException } from '../../core/envelope/app-exception';
import { hashPassword } from '../../core/auth/password';
import { HookRegistry, defineHooks } from '../../engine/hooks';
import { generatePassword } from '../access/invitation';
import { Mailer } from '../messaging/mailer';
import { ClientAccessService } from './client-access.service';
import { ProxyLoginService } from './proxy-login.service';
import { newYearClientCode } from './client-code';

export const CLIENT_PASSWORD_RESET = 'CLIENT_PASSWORD_RESET';

const fullName = (first: unknown, last: unknown) => `${String(first ?? '').trim()} ${String(last ?? '').trim()}`.trim();

/**
 * The client rules on top of the engine (resources/clients/client.ts says what each action
 * means): the client code and contact name, the audit and account actions, reset password by
 * e-mail and proxy login. Moves of auditStatus are checked by the definition's transitions and
 * offered by each action's `when`; every action is audited under its name.
 */
@Injectable()
export class ClientHooks {
  constructor(
    registry: HookRegistry,
    private readonly mailer: Mailer,
    private readonly access: ClientAccessService,
    private readonly proxy: ProxyLoginService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    registry.register(defineHooks(client, {
      beforeCreate: async (row, { em }) => {
        row.clientId = await newYearClientCode(em, client, 'C');
        row.contactName = fullName(row.firstName, row.lastName);
      },
      beforeUpdate: (current, changes) => {
        if (changes.firstName !== undefined || changes.lastName !== undefined) {
          changes.contactName = fullName(changes.firstName ?? current.firstName, changes.lastName ?? current.lastName);
        }
      },
      // The account balance the spec lists beside the ledger's figures is the balance itself.
      afterRead: (rows) => {
        for (const row of rows) row.accountBalance = row.balance;
      },
      actions: {
        'reset-password': async (current, { records, admin, em }) => {
          const to = current.contactEmail;
          if (!to) throw new AppException(409, 'clientHasNoEmail');
          const password = generatePassword();
          await records.update(client, current.id as number, { passwordHash: await hashPassword(password) }, { before: current });
          const text = (secret: string) => (['en', 'zh'] as const)
            .map((lang) => translate('passwordResetMailBody', lang, { name: current.contactName ?? current.companyName, company: this.config.mailFrom.replace(/\s*<.*$/, ''), password: secret }))
            .join('\n\n----\n\n');
          const status = await this.mailer.send({
            to, subject: `${translate('passwordResetMailSubject', 'en')} / ${translate('passwordResetMailSubject', 'zh')}`,
            text: text(password), loggedText: text('********'),
            messageType: CLIENT_PASSWORD_RESET, relatedResource: client.name, relatedId: current.id as number, sentBy: admin.userName,
          }, em);
          // Message Management keeps only the redacted copy: without a mail server, nothing would
          // ever carry the password, so the admin who reset it is shown it once, to hand it over.
          return status === 'OUTBOX' ? { passwordSentTo: to, outboxPassword: password } : { passwordSentTo: to };
        },
        'proxy-login': async (current, { admin, em }) => {
          await this.access.assertClientMay(current.id as number, 'signIn', em);
          return this.proxy.issue({ id: current.id as number, clientId: current.clientId ?? null }, admin, em);
        },
      },
    }));
  }
}
