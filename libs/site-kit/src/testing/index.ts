export * from './render-site';
export * from './section-of';
