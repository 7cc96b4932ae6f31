import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LocalObjectStore, S3ObjectStore } from '@schoolpage/object-store';
import { join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';
import { FilesController } from './files.controller';
import { FileStore } from './file-store';
import { FileTitles } from './file-titles';
import { ImageJobQueue } from './image-job-queue';
import { KeptFiles } from './kept-files';
import { OwnFiles } from './own-files';
import { PictureVariants } from './picture-variants';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';
import { UploadService } from './upload.service';

/** The file store configuration asks for: MinIO when MINIO_ENDPOINT is set, else the folder DATA_DIR/files. */
export function chooseFileStore(config: PlatformConfig): FileStore {
  return new FileStore(config.minio ? new S3ObjectStore(config.minio) : new LocalObjectStore(join(config.dataDir, 'files')));
}

/**
 * Files, one module: uploads read (multipart), sniffed and re-encoded (UploadService, ImageJobQueue),
 * stored (FileStore), served with picture widths (`GET /api/files/<key>`), and swept when no site
 * points at them and nothing keeps them (KeptFiles: the version history). FileStore and UploadService serve every module that stores files; OwnFiles checks that a file a
 * request names is the school's own.
 */
@Global()
@Module({})
export class FilesModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    const providers = [
      { provide: FileStore, useFactory: () => chooseFileStore(config) },
      { provide: ImageJobQueue, useFactory: () => new ImageJobQueue(config.imageJobs.concurrency, config.imageJobs.queueLength) },
      UploadService,
      PictureVariants,
      FileTitles,
      UnreferencedFileSweeper,
      OwnFiles,
      KeptFiles,
    ];
    return { module: FilesModule, controllers: [FilesController], providers, exports: [FileStore, ImageJobQueue, UploadService, OwnFiles, KeptFiles] };
  }
}
