import { FbaAddress1763800000300 } from './1763800000300-fba-address';

/** The settings domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FbaAddress1763800000300,
];
