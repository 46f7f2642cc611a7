export * from './movements';
export * from './verify';
