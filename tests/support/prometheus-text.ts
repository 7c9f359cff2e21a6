/**
 * Reads Prometheus's text exposition format (version 0.0.4) as a scraper does: one sample per line,
 * `name{label="value",…} number`, comments and blank lines skipped, label values unescaped.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/gy;

function unescape(value: string): string {
  return value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
}

function parseValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = match[2] ?? '';
    LABEL.lastIndex = 0;
    let consumed = 0;
    for (let label = LABEL.exec(labelText); label; label = LABEL.exec(labelText)) {
      labels[label[1]!] = unescape(label[2]!);
      consumed = LABEL.lastIndex;
    }
    if (consumed !== labelText.length) throw new Error(`labels not understood: ${line}`);
    samples.push({ name: match[1]!, labels, value: parseValue(match[3]!) });
  }
  return samples;
}

/** The value of the sample `name` whose labels include `labels` (undefined when there is none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;
}

/** Every sample named `name`, keyed by the values of `keyLabels` joined with a space. */
export function samplesBy(samples: Sample[], name: string, keyLabels: string[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const sample of samples) {
    if (sample.name !== name) continue;
    found.set(keyLabels.map((label) => sample.labels[label] ?? '').join(' '), sample.value);
  }
  return found;
}
