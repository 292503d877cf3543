/** What the first bytes of a file say it is. */
export type FileSignature = 'zip' | 'ole2' | 'executable' | 'pdf' | 'otherBinary' | 'text';

const ole2Magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Reads a file's kind from its first bytes (never from its name): zip (also xlsx), OLE2 (xls),
 * executables (MZ, ELF, Mach-O, shebang scripts), PDF, other binary (NUL bytes), or text.
 */
export function detectFileSignature(head: Uint8Array): FileSignature {
  const startsWith = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (startsWith([0x50, 0x4b, 0x03, 0x04]) || startsWith([0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(ole2Magic)) return 'ole2';
  if (
    startsWith([0x4d, 0x5a]) || // MZ: Windows executables
    startsWith([0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith([0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith([0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith([0xca, 0xfe, 0xba, 0xbe]) || // Mach-O (and Java classes)
    startsWith([0x23, 0x21]) // #! scripts
  )
    return 'executable';
  if (startsWith([0x25, 0x50, 0x44, 0x46])) return 'pdf';
  const isUtf16 = startsWith([0xff, 0xfe]) || startsWith([0xfe, 0xff]);
  if (!isUtf16 && head.subarray(0, 8192).includes(0)) return 'otherBinary';
  return 'text';
}
