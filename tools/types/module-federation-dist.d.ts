// The Module Federation bundler runtime's own CommonJS files, imported by path so that the host's
// bundle holds one copy of them (the one its federation entry imports).
declare module '@module-federation/webpack-bundler-runtime/dist/index.cjs' {
  export * from '@module-federation/webpack-bundler-runtime';
  export { default } from '@module-federation/webpack-bundler-runtime';
}
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';
  export const initContainerEntry: NonNullable<NonNullable<Federation['bundlerRuntime']>['initContainerEntry']>;
}
