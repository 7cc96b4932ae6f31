export * from './disclosure';
export * from './disclosure-schemas';
export * from './disclosure-figures';
export * from './public-disclosure';
export * from './site-page-entry';
