/** The moment as YYYYMMDD-HHmm in a time zone, for file names (R-203: Excel names carry a time stamp). */
export function fileStamp(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}`;
}

/** The moment as people read it on a report: DD/MM/YYYY HH:mm in the company's zone. */
export function printedAt(instant: Date, timeZone: string): string {
  const stamp = fileStamp(instant, timeZone);
  return `${stamp.slice(6, 8)}/${stamp.slice(4, 6)}/${stamp.slice(0, 4)} ${stamp.slice(9, 11)}:${stamp.slice(11, 13)}`;
}

/** A safe download name: "job-estimation-J26-00006-20261121-1430.xlsx". */
export function exportFileName(parts: string[], extension: 'pdf' | 'xlsx', instant: Date, timeZone: string) {
  const base = [...parts, fileStamp(instant, timeZone)]
    .map((p) => p.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-');
  return `${base}.${extension}`;
}
