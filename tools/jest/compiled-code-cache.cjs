/**
 * Jest's runtime (`runtime` in jest.preset.cjs) with V8's code cache kept per worker. Every test file gets a fresh
 * module registry, so a worker compiles the same modules again for each file: Nest, React, Zod, our libraries,
 * a few thousand each time, about a third of what loading them costs. Here a module's first compilation in the
 * worker keeps V8's code cache of it, and later files compile the same text from that cache. Each file still runs
 * every module afresh in its own context; only compiling is shared. V8 checks the cache against the text and its
 * flags and compiles afresh when it does not fit (`cachedDataRejected`).
 */
const vm = require('node:vm');

const compileFunction = vm.compileFunction;
/** By file name: the text compiled and V8's code cache of it. */
const compiled = new Map();

vm.compileFunction = function compileWithCodeCache(code, params, options) {
  const filename = options?.filename;
  if (!filename || options.cachedData || options.produceCachedData) return compileFunction.call(this, code, params, options);
  const kept = compiled.get(filename);
  if (kept?.code === code) {
    const fn = compileFunction.call(this, code, params, { ...options, cachedData: kept.cachedData });
    if (!fn.cachedDataRejected) return fn;
  }
  const fn = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) compiled.set(filename, { code, cachedData: fn.cachedData });
  return fn;
};

module.exports = require('jest-runtime');
