/** How long a page chunk may take to load (docs/product.md §9: 120 s). */
export const chunkLoadTimeoutMs = 120_000;

/** Raised when a lazily loaded page fails or takes too long. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when the promise fails or does not settle within timeoutMs. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}

/** Tells whether an error is a failed or timed-out chunk load (ours, or the browser's own message). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Loading chunk/i.test(message);
}
