export * from './envelope';
export * from './messages';
export * from './money';
export * from './format';
export * from './constants';
export * from './permissions';
export * from './menu';
export * from './export-job';
