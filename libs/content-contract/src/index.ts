export * from './site/site-content';
export * from './site/empty-site-content';
export * from './templates/template-descriptor';
export * from './platform/remote-registry';
export * from './platform/api-paths';
export * from './routes/routes';
export * from './accounts/countries';
export * from './validation';
