import type { StorageSettings } from '../../config/storage-env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The store the settings name: the local folder (STORAGE=disk, the default) or the S3-compatible bucket. */
export function createConfiguredFileStorage(settings: StorageSettings): FileStorage {
  switch (settings.kind) {
    case 'disk':
      return createLocalFileStorage(settings.filesDir);
    case 's3':
      return createS3FileStorage(settings);
    default: {
      const unknownKind: never = settings;
      throw new Error(`unknown storage settings ${JSON.stringify(unknownKind)}`);
    }
  }
}
