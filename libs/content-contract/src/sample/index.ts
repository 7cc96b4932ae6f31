export { SAMPLE_SITE_CONTENT } from './sample-site-content';
