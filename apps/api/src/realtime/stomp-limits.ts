/**
 * What one STOMP socket may cost the server: a socket that never sends CONNECT is closed after
 * the deadline, and the text waiting to be parsed or handled is bounded, so a client cannot grow
 * the server's memory by sending an endless frame (150 MB on one socket once took the process
 * from 128 MB to 1 GB). Sizes count characters of the decoded text.
 */

/** A socket must have sent CONNECT (and been accepted) within this; STOMP_CONNECT_TIMEOUT_MS overrides it. */
export const STOMP_CONNECT_DEADLINE_MS = 10_000;

/** The largest frame (command, headers and body) a client may send; the console's own are < 1 kB. */
export const STOMP_MAX_FRAME_CHARS = 64 * 1024;

/** Text of one socket not yet handled: an unfinished frame plus frames waiting behind a slow one. */
export const STOMP_MAX_BUFFERED_CHARS = 128 * 1024;

/** ws itself refuses (close 1009) a single WebSocket message larger than this, before STOMP reads it. */
export const WS_MAX_PAYLOAD_BYTES = STOMP_MAX_BUFFERED_CHARS;
