export * from './fetch-stub';
