import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { FilesController } from './files.controller';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';

@Module({ imports: [SitesModule], controllers: [FilesController], providers: [UnreferencedFileSweeper] })
export class FilesModule {}
