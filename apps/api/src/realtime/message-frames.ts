import { serialize } from './stomp-frame';

/**
 * The MESSAGE frames of one published message. A user's sockets usually subscribe under the same
 * id (stompjs numbers them sub-0, sub-1...), so each distinct frame is serialized and encoded once
 * per publish and the same bytes go to every socket, instead of once per socket. The message-id is
 * the publish's own, unique per message on this instance (STOMP 1.2 asks no more).
 */
export class MessageFrames {
  private readonly bySubscription = new Map<string, Buffer>();
  private readonly contentLength: string;

  constructor(
    private readonly destination: string,
    private readonly messageId: string,
    private readonly body: string,
  ) {
    this.contentLength = String(Buffer.byteLength(body));
  }

  forSubscription(subscription: string): Buffer {
    let frame = this.bySubscription.get(subscription);
    if (!frame) {
      frame = Buffer.from(serialize({
        command: 'MESSAGE',
        headers: {
          subscription, 'message-id': this.messageId, destination: this.destination,
          'content-type': 'application/json', 'content-length': this.contentLength,
        },
        body: this.body,
      }));
      this.bySubscription.set(subscription, frame);
    }
    return frame;
  }
}
