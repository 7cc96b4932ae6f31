/**
 * The global through which the host hands the Module Federation bundler runtime to every remote
 * (see shared-bundler-runtime.ts for the host's side, federated-project.ts for the remotes' side).
 */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
