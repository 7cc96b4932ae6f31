import { applyPatch, compare, deepClone, type Operation } from 'fast-json-patch';
import type { VersionRecord } from './version-store';

/**
 * A thing's versions are kept whole at its first version and at every KEYFRAME_EVERY-th after it, so reading any
 * version applies at most KEYFRAME_EVERY − 1 patches to the whole state before it.
 */
export const KEYFRAME_EVERY = 25;

/**
 * A version as it is kept: either its whole state (a keyframe), or the RFC 6902 JSON Patch that turns the state of
 * the version before it into its own. `follows` is the order of the version it was kept after (null for a thing's
 * first): a thing's version follows each other one at most, so two versions kept at once cannot both follow the same
 * one (the second is kept again after the first). Versions kept before patches existed are keyframes.
 */
export type StoredVersion = Omit<VersionRecord, 'state'> & { follows?: number | null } & ({ state: unknown; patch?: undefined } | { patch: Operation[] });

export const isKeyframe = (stored: StoredVersion): boolean => stored.patch === undefined;

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;
const jsonLength = (value: unknown): number => JSON.stringify(value ?? null).length;

/** The patch from `before` to `after`, where both are objects or both lists (a patch of anything else is no smaller). */
function patchBetween(before: unknown, after: unknown): Operation[] | undefined {
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) return undefined;
  return compare(JSON.parse(JSON.stringify(before)) as object, JSON.parse(JSON.stringify(after)) as object);
}

/** The version as read: its kept fields and the state rebuilt for it. */
function recordOf(stored: StoredVersion, state: unknown): VersionRecord {
  const { id, organizationId, thing, order, at, by, approvalId, position, files } = stored;
  return { id, organizationId, thing, order, at, by, approvalId, state, position, ...(files && { files }) };
}

/**
 * The versions of `run` (a thing's versions in order, from a keyframe on) with their states: each patch applied to the
 * state of the version before it, in one pass.
 */
export function rebuilt(run: readonly StoredVersion[]): VersionRecord[] {
  let state: unknown = null;
  return run.map((stored, index) => {
    if (stored.patch === undefined) state = stored.state;
    else if (index === 0) throw new Error(`The versions of ${stored.thing} lack the whole state they start from.`);
    else state = applyPatch(deepClone(state), stored.patch, false, true).newDocument;
    return recordOf(stored, state);
  });
}

/**
 * How `version` is kept after `latest` (the thing's versions from its newest keyframe to its newest, in order): the
 * patch from the newest version's state where that is smaller than the whole state, else the whole state (the thing's
 * first version, every KEYFRAME_EVERY-th, and whenever the patch would not be smaller). It follows the newest version,
 * and is ordered after it.
 */
export function storedForm(version: VersionRecord, latest: readonly StoredVersion[]): StoredVersion {
  const { state, ...kept } = version;
  const newest = latest.at(-1);
  if (!newest) return { ...kept, follows: null, state };
  const after = { ...kept, order: Math.max(version.order, newest.order + 1), follows: newest.order };
  if (latest.length >= KEYFRAME_EVERY) return { ...after, state };
  const patch = patchBetween(rebuilt(latest).at(-1)?.state, state);
  return patch && jsonLength(patch) < jsonLength(state) ? { ...after, patch } : { ...after, state };
}
