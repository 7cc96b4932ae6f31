import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { OwnPagesController } from './own-pages.controller';

/** The school's own pages ("Fee structure", "Transport routes"): `/api/dashboard/pages`. */
@Module({ imports: [SitesModule], controllers: [OwnPagesController] })
export class OwnPagesModule {}
