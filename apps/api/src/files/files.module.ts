import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { FilesController } from './files.controller';
import { PictureVariants } from './picture-variants';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';

@Module({ imports: [SitesModule], controllers: [FilesController], providers: [UnreferencedFileSweeper, PictureVariants] })
export class FilesModule {}
