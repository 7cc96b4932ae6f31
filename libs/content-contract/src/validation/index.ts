export * from './password-rule';
export * from './email-rule';
export * from './registration.schema';
export * from './control-characters';
