export * from './render-site';
export * from './section-of';
export * from './foreign-imports';
export * from './spec-empty-state-texts';
export * from './item-page-checks';
export * from './enquiry-way-checks';
