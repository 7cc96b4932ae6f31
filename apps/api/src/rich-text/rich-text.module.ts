import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { RichTextPicturesController } from './rich-text-pictures.controller';

/** What the dashboard's rich-text editor needs of the server besides the texts themselves: its pictures. */
@Module({ imports: [SitesModule], controllers: [RichTextPicturesController] })
export class RichTextModule {}
