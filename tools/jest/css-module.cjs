/** CSS modules under Jest: every class name reads back as itself. */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
