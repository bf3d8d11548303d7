import type { Finding, Report } from './findings';

const width = (rows: string[][], column: number) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length));
const pad = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - [...text].length));

/** Rows as aligned columns; the last column runs free. */
function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const sizes = header.map((_, i) => Math.min(width(all, i), 60));
  return all
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : pad(cell, sizes[i] ?? 0))).join('  '))
    .join('\n');
}

const mismatchRow = (m: Finding) => [
  m.area,
  m.where,
  m.path,
  m.expected,
  m.received + (m.count > 1 ? ` (×${m.count})` : ''),
];

/** The report as the terminal shows it: mismatches first (the table), then what held and what was skipped. */
export function renderReport(report: Report): string {
  const lines = [
    `Gateway check of ${report.baseUrl} (${report.mode}): ${report.answersChecked} answers validated against contract/ in ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
  ];
  if (report.mismatches.length === 0) lines.push('Mismatches: none.');
  else {
    lines.push(`Mismatches: ${report.mismatches.length}`);
    lines.push(table(['area', 'endpoint or rule', 'path', 'expected', 'received'], report.mismatches.map(mismatchRow)));
  }
  lines.push('', `Held: ${report.held.length}`);
  for (const held of report.held) lines.push(`  ✓ [${held.area}] ${held.rule}`);
  if (report.skipped.length > 0) {
    lines.push('', `Skipped: ${report.skipped.length}`);
    for (const skipped of report.skipped) lines.push(`  - [${skipped.area}] ${skipped.rule}: ${skipped.detail}`);
  }
  if (report.left.length > 0) {
    lines.push('', 'Left in the sandbox (the API has no delete):');
    for (const left of report.left) lines.push(`  ${left}`);
  }
  return lines.join('\n');
}
