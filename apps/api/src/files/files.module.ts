import { Module } from '@nestjs/common';
import { FilesController } from './files.controller';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';

@Module({ controllers: [FilesController], providers: [UnreferencedFileSweeper] })
export class FilesModule {}
