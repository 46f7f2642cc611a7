/**
 * A record as the engine handles it: its fields by key. Below every other engine file, so the
 * hooks, the writer and the domain modules share it without importing each other.
 */
export type Row = Record<string, unknown>;
