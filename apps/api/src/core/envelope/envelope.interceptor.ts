import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Observable, map } from 'rxjs';
import { okEnvelope } from '@console/contracts';
import { WithMessage } from './with-message';

/**
 * Wraps every successful handler result in `{result, data, message, zhMessage, errorCode}`; a
 * `WithMessage` answers its data with its message.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((data) => (data instanceof StreamableFile ? data : data instanceof WithMessage ? okEnvelope(data.data, data.message) : okEnvelope(data))));
  }
}
