export * from './subscription-topics';
export * from './subscription-pages';
export * from './subscription';
