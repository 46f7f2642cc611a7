import { Module } from '@nestjs/common';
import { APP_CONFIG, REALTIME_BUS } from '../core/tokens';
import type { AppConfig } from '../core/config';
import { InProcessBus, RedisBus } from './realtime-bus';
import { StompServer } from './stomp.server';

/** The real-time channel: STOMP at /ws/stomp, fan-out in-process or through Redis (REDIS_URL). */
@Module({
  providers: [
    {
      provide: REALTIME_BUS,
      useFactory: (config: AppConfig) => (config.redisUrl ? new RedisBus(config.redisUrl, `${config.redisPrefix}:realtime`) : new InProcessBus()),
      inject: [APP_CONFIG],
    },
    StompServer,
  ],
  exports: [StompServer, REALTIME_BUS],
})
export class RealtimeModule {}
