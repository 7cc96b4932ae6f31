export * from './enquiry';
export * from './enquiry-messages';
export * from './enquiry-schema';
