/** What the server puts in the `<head>` of a school's public page, and the data it needs for it. */
export { siteHead } from './site-head';
export type { MeasuredImage, SitePageInput } from './site-page-input';
export { schoolJsonLd, schoolType, upcomingEvents, geoCoordinates, isoToday } from './school-json-ld';
export type { SchoolJsonLdDocument, SchoolJsonLdInput } from './school-json-ld';
export { pageLang, DEFAULT_PAGE_LANG } from './page-lang';
export { metaDescription, cutAtWord, DESCRIPTION_MAX_LENGTH } from './meta-description';
export { shareImageUrl } from './share-image';
export { siteIconTags } from './site-icons';
export { siteUrl, absoluteUrl, publicOrigin, isWebAddress } from './site-url';
export { escapeAttribute, escapeText } from './html-escape';
export { jsonForScript } from './json-for-script';
export { ImageDimensions, REMEMBERED_IMAGE_SIZES } from './image-dimensions';
export type { PixelSize } from './image-dimensions';
export { itemPage } from './page-item';
export type { ItemPage } from './page-item';
