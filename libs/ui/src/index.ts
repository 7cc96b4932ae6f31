export * from './coming-soon/coming-soon';
