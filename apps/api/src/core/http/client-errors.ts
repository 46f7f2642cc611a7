import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorEnvelope } from '../envelope/exception.filter';

/**
 * Requests Node's HTTP parser refuses never reach express: headers over the 16 kB limit, or
 * malformed requests. Node would answer a bare 431/400; this answers them with the envelope
 * like every other error, then closes the connection (the parser cannot read on after them).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason, key] = error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headersTooLarge' as const]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'serverError' as const]
        : [400, 'Bad Request', 'invalidData' as const];
    const body = JSON.stringify(errorEnvelope(status, key));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
