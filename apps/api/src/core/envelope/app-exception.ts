import { HttpException } from '@nestjs/common';
import { MessageKey, MessageParams } from '@console/contracts';

/**
 * The one error type domain code throws: an HTTP status, a catalogue key and its parameters
 * per language (field labels differ between English and Chinese). The exception filter turns it
 * into the envelope.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly key: MessageKey,
    readonly params: { en?: MessageParams; zh?: MessageParams } = {},
    readonly data: unknown = null,
  ) {
    super(key, status);
  }
}

export const badRequest = (key: MessageKey, params?: AppException['params'], data?: unknown) =>
  new AppException(400, key, params, data);
