import { Logger } from 'nestjs-pino';

/** Nest's start-up chatter (one line per module and route) buries what an operator needs to see. */
const CHATTY = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader', 'NestFactory']);

export class QuietLogger extends Logger {
  override log(message: unknown, ...optional: unknown[]): void {
    const context = optional[optional.length - 1];
    if (typeof context === 'string' && CHATTY.has(context)) return;
    super.log(message, ...optional);
  }
}
