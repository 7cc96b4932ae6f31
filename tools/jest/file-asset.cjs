/** Imported images under Jest resolve to a stable placeholder URL. */
module.exports = '/test-file-asset';
