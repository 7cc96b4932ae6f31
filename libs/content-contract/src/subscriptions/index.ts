export * from './subscription-topics';
export * from './subscription-pages';
export * from './subscription';
export * from './push-subscription';
