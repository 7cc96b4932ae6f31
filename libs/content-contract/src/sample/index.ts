import { emptySiteContent } from '../site/empty-site-content';
export const SAMPLE_SITE_CONTENT = { ...emptySiteContent('Sample Academy') };
