export * from './visitor-figures';
export * from './visitor-messages';
