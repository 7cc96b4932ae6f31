export * from './fetch-stub';
export * from './render-at-route';
