import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { RichTextFilesController } from './rich-text-files.controller';
import { RichTextPicturesController } from './rich-text-pictures.controller';

/** What the dashboard's rich-text editor needs of the server besides the texts themselves: its pictures and attached files. */
@Module({ imports: [SitesModule], controllers: [RichTextPicturesController, RichTextFilesController] })
export class RichTextModule {}
