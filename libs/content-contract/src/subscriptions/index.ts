export * from './subscription-topics';
export * from './subscription-pages';
export * from './subscription';
export * from './tell-subscribers';
export * from './push-subscription';
export * from './updates-words';
export * from './updates-words-in';
