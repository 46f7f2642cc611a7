import { Module } from '@nestjs/common';
import { RealtimeModule } from '../../realtime/realtime.module';
import { SupportController } from './support.controller';
import { TicketBell } from './ticket-bell';
import { TicketBellController } from './ticket-bell.controller';
import { TicketNotices } from './ticket-notices';
import { TicketSlaWatch } from './ticket-sla-watch';
import { TicketHooks } from './ticket.hooks';
import { SupportSettingsHooks } from './support-settings.hooks';

/**
 * Support (resources/support): tickets with their conversation, followers and service-level
 * clocks, the notices pushed to staff (and the header bell that lists them), and the desk's
 * templates, zones and assignment rules.
 */
@Module({
  imports: [RealtimeModule],
  controllers: [SupportController, TicketBellController],
  providers: [
    TicketNotices,
    TicketBell,
    // watches the service-level clocks on a timer
    TicketSlaWatch,
    // hooks
    TicketHooks,
    SupportSettingsHooks,
  ],
})
export class SupportModule {}
