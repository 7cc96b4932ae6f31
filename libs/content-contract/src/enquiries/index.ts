export * from './enquiry';
export * from './enquiry-messages';
export * from './enquiry-schema';
export * from './enquiry-replies';
export * from './enquiry-replies-in';
