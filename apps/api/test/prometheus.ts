/** A sample's value from Prometheus exposition text; throws when the series is missing. */
export function sampleValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`no series ${series} in:\n${text.slice(0, 2000)}`);
  return Number(line.slice(series.length + 1));
}
