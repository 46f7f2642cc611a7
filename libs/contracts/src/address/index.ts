export * from './parse-address';
export * from './zip-codes';
export * from './us-states';
export * from './reference';
export * from './us-zip-states';
