export * from './registry-document';
export * from './registry-operations';
export * from './registry-repository';
export * from './bundle-publisher';
