import { Module } from '@nestjs/common';
import { Mailer } from './mailer';
import { UserMessageController } from './user-message.controller';
import { UserMessageService } from './user-message.service';

/** Messaging (resources/messaging): the in-app messages of 02 §7 and the mailer that logs what it sends. */
@Module({
  controllers: [UserMessageController],
  providers: [
    UserMessageService,
    // job kind 'send-mail'
    Mailer,
  ],
  // the clients domain e-mails invitations and password resets
  exports: [Mailer],
})
export class MessagingModule {}
