export * from './api-answer';
export * from './api-error';
export * from './api-request';
export * from './api-info';
export * from './api-upload';
