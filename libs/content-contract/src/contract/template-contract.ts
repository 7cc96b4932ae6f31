// Compiled into every template remote as its `./contract` module: the version of the content
// contract the template was built against, read by the shell before it mounts the template.
export { CONTRACT_VERSION as contractVersion } from './contract-version';
