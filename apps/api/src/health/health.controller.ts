import { Controller, Get, Inject, Res } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { FileStore } from '../files/file-store';
import { Mailer } from '../mail/mailer';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { PERSISTENCE } from '../storage/storage-tokens';
import { apiRoute } from '../common/api-route';

/** GET /api/health: which adapter each storage port uses and whether it answers (503 when one does not). */
@Controller()
export class HealthController {
  constructor(
    @Inject(PERSISTENCE) private readonly persistence: PersistenceAdapter,
    private readonly files: FileStore,
    private readonly mailer: Mailer,
  ) {}

  @Get(apiRoute(PLATFORM_API.health))
  async health(@Res({ passthrough: true }) response: Response) {
    const [persistence, files, mail] = await Promise.all([
      this.persistence.ping().catch(() => false),
      this.files.ping().catch(() => false),
      this.mailer.ping().catch(() => false),
    ]);
    const success = persistence && files && mail;
    response.status(success ? 200 : 503);
    return {
      success,
      message: success ? 'All storage ports answer.' : 'A storage port does not answer.',
      info: {
        persistence: { adapter: this.persistence.name, ok: persistence },
        files: { adapter: this.files.name, ok: files },
        mail: { adapter: this.mailer.name, ok: mail },
      },
    };
  }
}
