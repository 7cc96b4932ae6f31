export * from './own-page';
export * from './own-page-messages';
export * from './own-page.schema';
