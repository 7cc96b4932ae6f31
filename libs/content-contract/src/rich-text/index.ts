export * from './rich-text';
export * from './rich-text-messages';
export * from './rich-text.schema';
