/**
 * The federation SDK's logger, as a school's page has it (see host-page-build.ts): the console, with the federation's
 * prefix. No delegates and no stack traces in debug mode, which only the build's tools use, so the page's JavaScript
 * stays within its budget.
 */
class Logger {
  constructor(prefix) {
    this.prefix = prefix;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate() {}
  log(...args) {
    console.log(this.prefix, ...args);
  }
  info(...args) {
    console.info(this.prefix, ...args);
  }
  success(...args) {
    this.info(...args);
  }
  ready(...args) {
    this.info(...args);
  }
  warn(...args) {
    console.warn(this.prefix, ...args);
  }
  error(...args) {
    console.error(this.prefix, ...args);
  }
  debug() {}
}

const PREFIX = '[ Module Federation ]';

export const createLogger = (prefix) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}
export const logger = createLogger(PREFIX);
export const infrastructureLogger = createInfrastructureLogger(PREFIX);
