export * from './render-at-route';
