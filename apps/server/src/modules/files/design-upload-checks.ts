import { readFile } from 'node:fs/promises';
import { AppError, FieldAppError, isAppError } from '../../lib/app-error.ts';
import { unzipSafely } from './safe-unzip.ts';
import { readSignature, refuseSignature } from './upload-checks.ts';

const imageMagic: Record<string, number[]> = {
  '.png': [0x89, 0x50, 0x4e, 0x47],
  '.jpg': [0xff, 0xd8, 0xff],
  '.jpeg': [0xff, 0xd8, 0xff],
};

/**
 * Checks a design upload's content against its extension (the files issue's rules): never a program; a .zip is a
 * zip that unpacks safely (size, ratio, paths: a hostile archive is refused naming the file); a .pdf is a PDF; an
 * image starts with its format's bytes. Native project files are taken as they are (text or binary formats).
 */
export async function checkDesignUpload(tempPath: string, extension: string, name: string): Promise<void> {
  const signature = await readSignature(tempPath);
  if (signature === 'executable') throw new AppError('415', 'files.executable');
  if (extension === '.zip') {
    if (signature !== 'zip') throw refuseSignature(signature, 'ZIP');
    try {
      unzipSafely(await readFile(tempPath));
    } catch (error) {
      if (isAppError(error)) throw new FieldAppError('file', 'design.archiveRefused', { name });
      throw error;
    }
    return;
  }
  if (extension === '.pdf') {
    if (signature !== 'pdf') throw refuseSignature(signature, 'PDF');
    return;
  }
  const magic = imageMagic[extension];
  if (magic) {
    const head = (await readFile(tempPath)).subarray(0, magic.length);
    if (!magic.every((byte, index) => head[index] === byte))
      throw refuseSignature(signature, extension.slice(1).toUpperCase());
  }
}
