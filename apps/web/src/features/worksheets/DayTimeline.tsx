import { Group, Stack, Text } from '@mantine/core';
import type { WorksheetRow } from '@jobline/shared';
import { clockTime } from '../home/cardText';
import { dayName, kindOf, LEGEND, minuteOfDay } from './rowKinds';
import './dayTimeline.css';

/** The bar shows the working day, 08:00–18:00; work outside it is clipped to the edges. */
const FROM = 8 * 60;
const TO = 18 * 60;
const SPAN = TO - FROM;
const HOURS = [8, 10, 12, 14, 16, 18];

const percent = (minute: number) => ((Math.min(Math.max(minute, FROM), TO) - FROM) / SPAN) * 100;

/** One bar per day: each stretch of the work log coloured by its kind, the gaps left empty. */
export function DayTimelines({ rows, timeZone }: { rows: WorksheetRow[]; timeZone: string }) {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  return (
    <Stack gap="xs">
      {days.map((day) => (
        <DayBar key={day} day={day} rows={rows.filter((r) => r.day === day)} timeZone={timeZone} />
      ))}
      <div className="jl-timeline-row">
        <span />
        <div className="jl-timeline-hours" aria-hidden>
          {HOURS.map((h) => (
            <span key={h} style={{ left: `${percent(h * 60)}%` }}>
              {String(h).padStart(2, '0')}:00
            </span>
          ))}
        </div>
      </div>
      <Group gap="sm" mt="md" aria-label="Colours of the day bars" role="list">
        {LEGEND.map((kind) => (
          <Group key={kind.name} gap={4} role="listitem" wrap="nowrap">
            <span
              className="jl-timeline-swatch"
              style={{ background: `var(--mantine-color-${kind.color}-6)` }}
            />
            <Text size="xs">{kind.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

function DayBar({ day, rows, timeZone }: { day: string; rows: WorksheetRow[]; timeZone: string }) {
  const described = rows
    .map((r) => {
      const what = r.job_no ? `work on ${r.job_no}${r.task_no ? ` ${r.task_no}` : ''}` : kindOf(r).name;
      return `${clockTime(r.created_at, timeZone)} to ${clockTime(r.updated_at, timeZone)} ${what}`;
    })
    .join('; ');
  return (
    <div className="jl-timeline-row">
      <Text size="sm" fw={500} className="jl-timeline-day">
        {dayName(day)}
      </Text>
      <div
        className="jl-timeline-bar"
        role="img"
        aria-label={`${dayName(day)}: ${described || 'nothing logged'}`}
      >
        {rows.map((r) => {
          const start = minuteOfDay(r.created_at, timeZone);
          // A stretch ending on the next midnight reads 00:00: it runs to the end of the day.
          const endRaw = minuteOfDay(r.updated_at, timeZone);
          const end = endRaw <= start && r.total_duration > 0 ? 24 * 60 : endRaw;
          const left = percent(start);
          const width = percent(end) - left;
          if (width <= 0) return null;
          const kind = kindOf(r);
          return (
            <span
              key={`${r.created_at}-${r.comment_type}`}
              className="jl-timeline-piece"
              title={`${clockTime(r.created_at, timeZone)}–${clockTime(r.updated_at, timeZone)} ${r.job_no ?? kind.name}`}
              style={{
                left: `${left}%`,
                width: `${width}%`,
                background: `var(--mantine-color-${kind.color}-6)`,
              }}
            />
          );
        })}
      </div>
    </div>
  );
}
