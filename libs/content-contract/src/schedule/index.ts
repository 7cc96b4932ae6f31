export * from './schedule';
export * from './schedule.schema';
export * from './content-at';
export * from './item-pages';
export * from './post-status';
