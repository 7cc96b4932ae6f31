import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ReceivedFile } from './upload.service';

/** The files a `Multipart(...)` interceptor accepted, by field name. */
export const Uploads = createParamDecorator(
  (_: unknown, context: ExecutionContext): Record<string, ReceivedFile | undefined> => 
    context.switchToHttp().getRequest<{ uploads?: Record<string, ReceivedFile | undefined> }>().uploads ?? {},
);
