export * from './visitor-figures';
export * from './visitor-messages';
export * from './visit-path';
export * from './page-view-report';
