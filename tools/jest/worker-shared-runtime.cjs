/**
 * Jest's runtime (`runtime` in jest.preset.cjs) sharing, within one worker, what does not change between its test
 * files. Every test file gets a fresh runtime and module registry, so a worker loads Nest, React, Zod and our
 * libraries again for each file: it read every file again, looked up its transformed code again, resolved every
 * `require` again, asked the module name mapper whether each is mocked, and compiled every module again. Here the
 * worker keeps, from its first file on:
 *   - each file's text, read once, and its transformed code (the files do not change during a run);
 *   - where each `require` leads, whether a manual mock stands for it, and its module ID (what the mock check
 *     compares with the mocked modules): pure functions of the asking file and the name, for one project's resolver;
 *   - V8's code cache of each module it compiled: a later file compiles the same text from it. V8 checks the cache
 *     against the text and its flags and compiles afresh when it does not fit (`cachedDataRejected`).
 * Each file still EVALUATES every module afresh in its own context: no module instance is shared (their state and
 * their realm's classes stay the file's own), and `jest.mock` decides per file as before. A module whose code never
 * names `jest` gets no `jest` object of its own (Jest built one, some forty functions, for each of the file's
 * modules). In watch mode, where a worker outlives a change to the files, nothing is shared.
 */
const vm = require('node:vm');
const { readFileSync } = require('node:fs');
const Runtime = require('jest-runtime').default;

/** By file name: the text compiled and V8's code cache of it. */
const compiled = new Map();
const compileFunction = vm.compileFunction;

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

/** Files' texts and bytes by name, for the whole worker. */
const texts = new Map();
const bytes = new Map();
/** By file name: the code run and whether it names `jest`. */
const namesJest = new Map();

/** Per project (its config's id): what its transformer and resolver answered. */
const projects = new Map();

function projectShared(configId) {
  let shared = projects.get(configId);
  if (!shared) {
    shared = { transforms: new Map(), cjs: new Map(), esm: new Map(), manualMocks: new Map(), mocks: new Map(), moduleIds: new Map() };
    projects.set(configId, shared);
  }
  return shared;
}

/**
 * `answer(from, name)` kept in `answers` by the asking file, then the name: no key is built for each `require`
 * (the same path and name strings come again and again, and V8 keeps their hashes).
 */
function byFromAndName(answers, answer) {
  return (from, name = '') => {
    let ofFile = answers.get(from);
    if (!ofFile) {
      ofFile = new Map();
      answers.set(from, ofFile);
    }
    if (ofFile.has(name)) return ofFile.get(name);
    const found = answer(from, name);
    ofFile.set(name, found);
    return found;
  };
}

class WorkerSharedRuntime extends Runtime {
  constructor(config, environment, resolver, transformer, cacheFS, coverageOptions, testPath, globalConfig) {
    super(config, environment, resolver, transformer, cacheFS, coverageOptions, testPath, globalConfig);
    if (globalConfig?.watch || globalConfig?.watchAll) return;
    const shared = projectShared(config.id);
    shareFileReads(this.fileCache);
    shareTransforms(transformer, shared.transforms);
    shareResolution(this._resolution, shared);
    jestObjectsWhereNamed(this.jestGlobals, this.transformCache);
  }

  /** The options of a plain `require`, the same object each time (Jest spread them anew for every module). */
  _getFullTransformationOptions(options) {
    if (options !== undefined) return super._getFullTransformationOptions(options);
    this.plainRequireOptions ??= super._getFullTransformationOptions();
    return this.plainRequireOptions;
  }
}

function shareFileReads(fileCache) {
  fileCache.readFile = (filename) => {
    let text = fileCache.strings.get(filename) ?? texts.get(filename);
    if (text === undefined) {
      text = fileCache.readFileBuffer(filename).toString();
      texts.set(filename, text);
    }
    return text;
  };
  fileCache.readFileBuffer = (filename) => {
    let buffer = bytes.get(filename);
    if (!buffer) {
      buffer = readFileSync(filename);
      bytes.set(filename, buffer);
    }
    return buffer;
  };
}

/**
 * The transformed code by file name and how it is loaded. Jest's transformer keeps it too, but checks the file's
 * modification time on disk for every module of every test file.
 */
function shareTransforms(transformer, transforms) {
  const transform = transformer.transform.bind(transformer);
  transformer.transform = (filename, options, source) => {
    const key = [
      filename,
      options.isInternalModule,
      options.supportsDynamicImport,
      options.supportsExportNamespaceFrom,
      options.supportsStaticESM,
      options.supportsTopLevelAwait,
    ].join('\0');
    let transformed = transforms.get(key);
    if (!transformed) {
      transformed = transform(filename, options, source);
      transforms.set(key, transformed);
    }
    return transformed;
  };
}

function shareResolution(resolution, shared) {
  const resolveCjs = byFromAndName(shared.cjs, resolution.resolveCjs.bind(resolution));
  const resolveEsm = byFromAndName(shared.esm, resolution.resolveEsm.bind(resolution));
  resolution.resolveCjs = (from, to) => (to ? resolveCjs(from, to) : from);
  resolution.resolveEsm = (from, to) => (to ? resolveEsm(from, to) : from);
  resolution.manualMockCache = shared.manualMocks;
  resolution.getCjsMockModule = byFromAndName(shared.mocks, resolution.getCjsMockModule.bind(resolution));
  // A virtual mock (`jest.mock(name, factory, { virtual: true })`) changes a module's ID: then Jest decides.
  const getCjsModuleId = resolution.getCjsModuleId.bind(resolution);
  const sharedModuleId = byFromAndName(shared.moduleIds, (from, name) => getCjsModuleId(new Map(), from, name));
  resolution.getCjsModuleId = (virtualMocks, from, name) => (virtualMocks.size === 0 ? sharedModuleId(from, name) : getCjsModuleId(virtualMocks, from, name));
}

/** A module gets its `jest` object only when its code names `jest` (or its code is not known yet). */
function jestObjectsWhereNamed(jestGlobals, transformCache) {
  const jestObjectFor = jestGlobals.jestObjectFor.bind(jestGlobals);
  jestGlobals.jestObjectFor = (from) => {
    const code = transformCache.getCachedSource(from);
    if (code === undefined) return jestObjectFor(from);
    let known = namesJest.get(from);
    if (known?.code !== code) {
      known = { code, names: code.includes('jest') };
      namesJest.set(from, known);
    }
    return known.names ? jestObjectFor(from) : undefined;
  };
}

module.exports = WorkerSharedRuntime;
