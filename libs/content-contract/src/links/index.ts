export * from './email-link';
export * from './phone-link';
export * from './social-link';
export * from './social-media-address';
export * from './map-links';
export * from './whatsapp-share';
export * from './whatsapp-channel';
