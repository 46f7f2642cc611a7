/** Injection tokens of the core. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const WRITE_LOCK = Symbol('WRITE_LOCK');
export const REALTIME_BUS = Symbol('REALTIME_BUS');
