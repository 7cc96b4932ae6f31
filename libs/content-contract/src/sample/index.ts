export { SAMPLE_SITE_CONTENT } from './sample-site-content';
export * from './sample-disclosure';
export * from './sample-own-pages';
export * from './sample-news';
