export * from './render-site';
export * from './section-of';
export * from './foreign-imports';
