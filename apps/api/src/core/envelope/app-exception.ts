import { HttpException } from '@nestjs/common';
import { MessageParams, MessageRef } from '@console/contracts';

/**
 * The one error type domain code throws: an HTTP status, a catalogue key (or a definition's own
 * words in both languages) and its parameters per language (field labels differ between English
 * and Chinese). The exception filter turns it into the envelope.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly key: MessageRef,
    readonly params: { en?: MessageParams; zh?: MessageParams } = {},
    readonly data: unknown = null,
  ) {
    super(typeof key === 'string' ? key : key.en, status);
  }
}

export const badRequest = (key: MessageRef, params?: AppException['params'], data?: unknown) =>
  new AppException(400, key, params, data);
