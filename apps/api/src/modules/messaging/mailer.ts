import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Transporter } from 'nodemailer';
import { nodemailer } from '../../core/lazy-modules';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { JobKinds } from '../../engine/jobs/job-kinds';
import { JobQueue } from '../../engine/jobs/job-queue';
import { MessageLog } from '../../engine/messages/message-log';
import { SecretBox } from '../../core/crypto/secret-box';

const SEND_MAIL_JOB = 'send-mail';

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
  /** The mail's text when the log keeps only a redacted copy: sealed (SecretBox), opened to send. */
  sealedText?: string;
  /** Jobs queued before sealing: the log held the clear text, replaced by this once sent. */
  loggedText?: string;
}

/**
 * E-mail (01 §6: a reset password "is sent by e-mail"). With SMTP_URL, a mail is logged as Queued
 * in the caller's transaction and sent by a job after the commit (retried with back-off, Failed
 * once the attempts are used up). Without SMTP_URL it is logged as Outbox and goes nowhere. A mail
 * with a secret (`loggedText` given) is logged only as that redacted copy, from the start: the
 * clear text travels sealed in the delivery job, so no list of Message Management ever holds it;
 * without a mail server the caller hands the secret over itself.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;
  private readonly box: SecretBox;

  constructor(
    private readonly messages: MessageLog,
    private readonly jobs: JobQueue,
    kinds: JobKinds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer().createTransport(config.smtpUrl) : null;
    this.box = new SecretBox(config.dataEncryptionKey);
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
      channel: 'EMAIL', messageType: mail.messageType, recipient: mail.to, subject: mail.subject, body: mail.loggedText ?? mail.text, status,
      relatedResource: mail.relatedResource, relatedId: mail.relatedId, sentBy: mail.sentBy,
    }, em);
    if (this.transport && messageId !== null) {
      const payload: SendMailPayload = { messageId, ...(mail.loggedText !== undefined ? { sealedText: this.box.seal(mail.text) } : {}) };
      await this.jobs.enqueue({ kind: SEND_MAIL_JOB, payload }, em);
    }
    return status;
  }

  private async deliver({ messageId, sealedText, loggedText }: SendMailPayload): Promise<{ sent: true }> {
    if (!this.transport) throw new Error('SMTP_URL is not set on this instance');
    const row = await this.messages.find(messageId);
    if (!row) return { sent: true }; // removed meanwhile: nothing to send
    if (row.status === 'SENT') return { sent: true }; // a retry after a lost lease: never twice
    const text = sealedText !== undefined ? this.box.open(sealedText) : String(row.body ?? '');
    await this.transport.sendMail({ from: this.config.mailFrom, to: String(row.recipient), subject: String(row.subject), text });
    await this.messages.settle(messageId, { status: 'SENT', ...(loggedText !== undefined ? { body: loggedText } : {}) });
    this.logger.log(`mail ${messageId} sent`);
    return { sent: true };
  }
}
