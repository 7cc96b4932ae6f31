import { Injectable } from '@nestjs/common';

/** Something that keeps stored files apart from a site's content: the version history keeps the files its versions point at. */
export interface FileKeeper {
  /** Every stored-file key it keeps. */
  keys(): Promise<Set<string>>;
  /** Whether it keeps the school's file `key`. */
  keeps(organizationId: string, key: string): Promise<boolean>;
}

/**
 * The one place that knows which stored files are kept although no site's content points at them (a kept version of a
 * page or picture does): the sweep and a save's clean-up leave them. Keepers register themselves (history/).
 */
@Injectable()
export class KeptFiles {
  private readonly keepers: FileKeeper[] = [];

  keptBy(keeper: FileKeeper): void {
    this.keepers.push(keeper);
  }

  /** Every key a keeper keeps. */
  async keys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const keeper of this.keepers) for (const key of await keeper.keys()) keys.add(key);
    return keys;
  }

  /** Of the school's `keys`, those no keeper keeps (which may go). */
  async notKept(organizationId: string, keys: Iterable<string>): Promise<string[]> {
    const free: string[] = [];
    for (const key of keys) {
      const kept = await Promise.all(this.keepers.map((keeper) => keeper.keeps(organizationId, key)));
      if (!kept.includes(true)) free.push(key);
    }
    return free;
  }
}
