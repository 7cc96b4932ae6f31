import { Injectable } from '@nestjs/common';

/**
 * A school's own verified domain (issue #46), where its site's address is once verified (the profile's `siteUrl`, its QR
 * code and share links). domains/ keeps them (VerifiedDomains) and tells this how to find one at start: accounts/,
 * which domains/ builds on, cannot import it.
 */
@Injectable()
export class OwnDomains {
  private lookUp: (organizationId: string) => string | undefined = () => undefined;

  /** Called once by domains/: how a school's verified domain is found (from memory). */
  use(lookUp: (organizationId: string) => string | undefined): void {
    this.lookUp = lookUp;
  }

  /** The school's verified domain (`www.sunrise.test`), if it has one. */
  of(organizationId: string): string | undefined {
    return this.lookUp(organizationId);
  }
}
