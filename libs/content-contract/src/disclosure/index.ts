export * from './disclosure';
export * from './disclosure-schemas';
export * from './disclosure-figures';
export * from './public-disclosure';
export * from './site-page-entry';
export * from './disclosure-reminders';
export * from './disclosure-files';
