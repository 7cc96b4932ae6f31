/**
 * The journeys' order: longest first, so the run does not end with one worker on a long file while the other idles.
 * How long each file takes comes from `journey-seconds.json` (committed: a clean clone has no Jest cache), else from
 * Jest's cache of the last run here; a file in neither (a new one) starts before all of them, largest first, as
 * Jest's own order does. Refresh the list after `npm test` with `node tools/scripts/journey-seconds.mjs`.
 */
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const seconds = require('./journey-seconds.json');

class LongestFirst extends Sequencer {
  time(test) {
    const listed = seconds[relative(test.context.config.rootDir, test.path)];
    return listed === undefined ? super.time(test) : listed * 1000;
  }
}

module.exports = LongestFirst;
