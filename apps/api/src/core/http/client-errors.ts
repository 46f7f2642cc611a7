import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorEnvelope } from '../envelope/exception.filter';

/**
 * Node's HTTP parser refuses some requests before Express ever sees them — a request head over
 * 16 kB (a long query string), a malformed request line or header — and by default answers
 * with a bare status line and no body. This answers them in the envelope like everything else.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // The statuses Node itself would send for these parser errors.
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431
      : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(errorEnvelope(status, status === 431 || status === 413 ? 'tooLarge' : 'invalidData'));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
