import { Injectable } from '@nestjs/common';
import { SitesService } from '../sites/sites.service';

/** Publish and hide: whether visitors find the school's site (spec §7 publish-web, unpublish-web). */
@Injectable()
export class SitePublishing {
  constructor(private readonly sites: SitesService) {}

  setPublished(organizationId: string, isPublish: boolean): Promise<void> {
    return this.sites.change(organizationId, (site) => {
      site.isPublish = isPublish;
    });
  }
}
