export * from './object-store';
export * from './object-path';
export * from './local-object-store';
export * from './s3-object-store';
export * from './open-object-store';
export * from './folder-ready';
