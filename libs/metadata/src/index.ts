export * from './types';
export * from './define';
export * from './fields';
export * from './rules';
export * from './page';
export * from './check';
export * from './conditions';
export * from './kinds';
