import { Controller, Get, Inject } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import type { ApiEnvelope, RemoteEntry, TemplateDescriptor } from '@schoolpage/content-contract';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { RemoteRegistryService } from './remote-registry.service';
import { apiRoute } from '../common/api-route';

@Controller()
export class PlatformController {
  constructor(
    private readonly registry: RemoteRegistryService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Every front-end remote and where its manifest lives; the shell reads this at each page load. */
  @Get(apiRoute(PLATFORM_API.remotes))
  async remotes(): Promise<ApiEnvelope<RemoteEntry[]>> {
    return { success: true, info: await this.registry.remotes() };
  }

  /** Spec §2 "Template previews": name, id, image, link, availability (plus the remote that renders it). */
  @Get(apiRoute(PLATFORM_API.templates))
  async templates(): Promise<ApiEnvelope<TemplateDescriptor[]>> {
    return { success: true, info: await this.registry.templates() };
  }

  /** The operator's contact address (OPERATOR_EMAIL), shown on the privacy policy and contact page. */
  @Get(apiRoute(PLATFORM_API.operator))
  operator(): ApiEnvelope<{ email: string }> {
    return { success: true, info: { email: this.config.operatorEmail } };
  }
}
