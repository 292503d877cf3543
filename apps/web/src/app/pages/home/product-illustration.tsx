import type { ProductIllustration as ProductIllustrationKind } from '@boardforge/contracts/content.ts';

const palettes: Record<ProductIllustrationKind, { background: string; board: string; trace: string }> = {
  pcb: { background: '#e6f4ee', board: '#0b6e4f', trace: '#f5b43c' },
  batch: { background: '#e8eef7', board: '#1f4e8c', trace: '#9ec5ff' },
  fpc: { background: '#fdf3e1', board: '#c77d12', trace: '#ffe0a3' },
  aluminum: { background: '#eef1f4', board: '#7b8794', trace: '#ffffff' },
  smt: { background: '#e9f5f3', board: '#0d1b2a', trace: '#3fd1a0' },
  stencil: { background: '#f1f2f6', board: '#9aa5b1', trace: '#0d1b2a' },
  bom: { background: '#f4ecfb', board: '#6b3fa0', trace: '#e3ccff' },
  layout: { background: '#e7f3fb', board: '#12507a', trace: '#7fd0ff' },
};

/** A small decorative drawing per product (inline SVG, no image requests). */
export function ProductIllustration({ kind }: { kind: ProductIllustrationKind }) {
  const { background, board, trace } = palettes[kind];
  return (
    <svg className="product-illustration" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <rect width="160" height="96" fill={background} />
      {kind === 'batch' ? (
        <>
          <rect x="46" y="30" width="76" height="48" rx="4" fill={board} opacity="0.45" />
          <rect x="40" y="24" width="76" height="48" rx="4" fill={board} opacity="0.7" />
        </>
      ) : null}
      {kind === 'fpc' ? (
        <path d="M30 62 C60 20, 100 90, 130 36 L136 44 C104 100, 62 30, 36 70 Z" fill={board} />
      ) : (
        <rect x="34" y="18" width="76" height="48" rx="4" fill={board} />
      )}
      {kind === 'stencil' ? (
        <g fill={trace}>
          {[0, 1, 2, 3, 4].map((column) =>
            [0, 1, 2].map((row) => (
              <rect key={`${column}-${row}`} x={44 + column * 12} y={26 + row * 12} width="6" height="4" rx="1" />
            )),
          )}
        </g>
      ) : null}
      {kind === 'smt' || kind === 'pcb' || kind === 'batch' || kind === 'aluminum' ? (
        <g stroke={trace} strokeWidth="2.5" fill="none" strokeLinecap="round">
          <path d="M44 30h20l8 8h24" />
          <path d="M44 54h14l8-8h30" />
          <circle cx="44" cy="30" r="3" fill={trace} />
          <circle cx="96" cy="38" r="3" fill={trace} />
          <circle cx="96" cy="46" r="3" fill={trace} />
        </g>
      ) : null}
      {kind === 'smt' ? <rect x="62" y="34" width="20" height="16" rx="2" fill="#1b2d40" stroke={trace} /> : null}
      {kind === 'bom' ? (
        <g fill={trace}>
          {[0, 1, 2, 3].map((row) => (
            <rect key={row} x="44" y={26 + row * 9} width={row % 2 ? 40 : 56} height="4" rx="2" />
          ))}
        </g>
      ) : null}
      {kind === 'layout' ? (
        <g stroke={trace} strokeWidth="1.5" fill="none">
          {[0, 1, 2, 3, 4, 5].map((line) => (
            <path key={line} d={`M40 ${24 + line * 7}h${20 + line * 6}l6 6h${30 - line * 4}`} />
          ))}
        </g>
      ) : null}
      {kind === 'fpc' ? <path d="M40 62 C66 30, 98 86, 126 44" stroke={trace} strokeWidth="2" fill="none" /> : null}
    </svg>
  );
}
