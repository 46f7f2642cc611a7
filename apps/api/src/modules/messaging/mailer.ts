import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { MessageLog } from '../../engine/messages/message-log';

export const SEND_MAIL_JOB = 'send-mail';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The text as the log keeps it once sent: the mail carried the secret, the log need not. */
  loggedText?: string;
  messageType: string;
  relatedResource?: string;
  relatedId?: number;
  sentBy?: string;
}

interface SendMailPayload {
  messageId: number;
  loggedText?: string;
}

/**
 * E-mail (01 §6: a reset password "is sent by e-mail"). With SMTP_URL, a mail is logged as
 * Queued in the caller's transaction and sent by a job after the commit (retried with back-off,
 * Failed once the attempts are used up); the log then keeps `loggedText`. Without SMTP_URL it is
 * logged as Outbox and goes nowhere: Message Management shows it, body included, to holders of
 * its role, so an installation without a mail server can still hand the password over.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;

  constructor(
    private readonly messages: MessageLog,
    private readonly jobs: JobQueue,
    kinds: JobKinds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    kinds.register<SendMailPayload>(SEND_MAIL_JOB, {
      maxAttempts: 5,
      lane: 'short',
      quiet: true,
      run: ({ payload }) => this.deliver(payload),
      onDead: async (job, error) => this.messages.settle((job.payload as SendMailPayload).messageId, { status: 'FAILED', error }),
    });
  }

  /** Logs the mail in `em`'s transaction and, with a mail server, queues its delivery. */
  async send(mail: Mail, em: EntityManager): Promise<'QUEUED' | 'OUTBOX'> {
    const status = this.transport ? 'QUEUED' : 'OUTBOX';
    const messageId = await this.messages.record({
      channel: 'EMAIL', messageType: mail.messageType, recipient: mail.to, subject: mail.subject, body: mail.text, status,
      relatedResource: mail.relatedResource, relatedId: mail.relatedId, sentBy: mail.sentBy,
    }, em);
    if (this.transport && messageId !== null) {
      await this.jobs.enqueue({ kind: SEND_MAIL_JOB, payload: { messageId, loggedText: mail.loggedText } satisfies SendMailPayload }, em);
    }
    return status;
  }

  private async deliver({ messageId, loggedText }: SendMailPayload): Promise<{ sent: true }> {
    if (!this.transport) throw new Error('SMTP_URL is not set on this instance');
    const row = await this.messages.find(messageId);
    if (!row) return { sent: true }; // removed meanwhile: nothing to send
    if (row.status === 'SENT') return { sent: true }; // a retry after a lost lease: never twice
    await this.transport.sendMail({ from: this.config.mailFrom, to: String(row.recipient), subject: String(row.subject), text: String(row.body ?? '') });
    await this.messages.settle(messageId, { status: 'SENT', ...(loggedText !== undefined ? { body: loggedText } : {}) });
    this.logger.log(`mail ${messageId} sent`);
    return { sent: true };
  }
}
