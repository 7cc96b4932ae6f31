/**
 * The version of this content contract (SiteContent, SiteProps and the template descriptor).
 * A breaking change to what templates receive bumps the major number; the shell mounts only
 * templates built against the same major version.
 */
export const CONTRACT_VERSION = '1.0.0';

/** Every template exposes this module (`./contract`), built from the contract it was compiled against. */
export interface TemplateContractModule {
  contractVersion?: string;
}

const majorOf = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

/** True when a template built against `templateVersion` can render content of `hostVersion`. */
export function isCompatibleContract(templateVersion: string | undefined, hostVersion = CONTRACT_VERSION): boolean {
  if (!templateVersion || !/^\d+\.\d+\.\d+/.test(templateVersion)) return false;
  return majorOf(templateVersion) === majorOf(hostVersion);
}

/** Templates the shell shows a school's site with when its own template cannot be mounted, in order. */
export const FALLBACK_TEMPLATES = ['nbl', 'run'] as const;
