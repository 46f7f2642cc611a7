export * from './types';
export * from './define';
export * from './fields';
export * from './rules';
