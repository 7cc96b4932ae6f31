import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import type { Response } from 'express';
import { contentTypeOfPath, isSafeObjectPath, type ObjectStore } from '@schoolpage/object-store';
import { BUNDLES_PATH } from '@schoolpage/remote-registry';
import { PLATFORM_STORE } from './platform-store';
import { apiRoute } from '../common/api-route';

/** `<remote>/<version>/<file...>` of a deployed bundle. */
const BUNDLE_FILE = /^[A-Za-z_][A-Za-z0-9_]*\/[A-Za-z0-9._-]+\/.+$/;

@Controller()
export class BundlesController {
  constructor(@Inject(PLATFORM_STORE) private readonly store: ObjectStore) {}

  /** Files of deployed remote versions. A version's files never change, so they may be cached for good. */
  @Get(`${apiRoute(PLATFORM_API.bundles)}/*path`)
  async file(@Param('path') path: string | string[], @Res() res: Response): Promise<void> {
    const file = Array.isArray(path) ? path.join('/') : path;
    if (!BUNDLE_FILE.test(file) || !isSafeObjectPath(file)) throw new NotFoundException('This file does not exist.');
    const object = await this.store.get(`${BUNDLES_PATH}/${file}`);
    if (!object) throw new NotFoundException('This file does not exist.');
    res.setHeader('Content-Type', contentTypeOfPath(file));
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    object.body.pipe(res);
  }
}
