export * from './walk';
export * from './plan';
export * from './distribute';
export * from './pack';
