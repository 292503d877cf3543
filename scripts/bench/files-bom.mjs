// A generated bill of materials for `npm run bench:files`: JLCPCB-style csv columns, varied parts, deterministic.

const passives = [
  ['R', 'R_0402_1005Metric', ['10k', '4k7', '100R', '1M', '22R', '330R']],
  ['C', 'C_0603_1608Metric', ['100n', '1u', '10u', '4u7', '22p', '1n']],
  ['L', 'L_0805_2012Metric', ['1u', '2u2', '10u']],
];
const actives = [
  ['U', 'SOIC-8_3.9x4.9mm_P1.27mm', ['NE555', 'LM358', 'AT24C02']],
  ['U', 'QFN-32-1EP_5x5mm_P0.5mm', ['STM32G031K8U6', 'ATMEGA328P-MU']],
  ['D', 'LED_0603_1608Metric', ['RED', 'GRN', 'BLU']],
  ['Q', 'SOT-23', ['2N7002', 'BSS138', 'MMBT3904']],
];

/** Returns the csv text of a BOM with `lineCount` part lines (plus the header), CRLF line ends. */
export function buildBomCsv(lineCount) {
  const lines = ['Comment,Designator,Footprint,LCSC,Quantity,Manufacturer,MPN,Description'];
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  let designatorNumber = 1;
  for (let index = 0; index < lineCount; index += 1) {
    const pool = index % 3 === 0 ? actives : passives;
    const [prefix, footprint, values] = pool[next() % pool.length];
    const value = values[next() % values.length];
    const quantity = 1 + (next() % 6);
    const designators = [];
    for (let count = 0; count < quantity; count += 1) {
      designators.push(`${prefix}${designatorNumber}`);
      designatorNumber += 1;
    }
    const lcsc = `C${100000 + (next() % 900000)}`;
    lines.push(
      `"${value}","${designators.join(',')}",${footprint},${lcsc},${quantity},Maker ${next() % 40},` +
        `${prefix}-${value}-${index},"${value} ${footprint} line ${index + 1}"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
