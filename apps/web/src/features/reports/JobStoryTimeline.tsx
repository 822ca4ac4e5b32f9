import { useState } from 'react';
import { Button, Text, Timeline } from '@mantine/core';
import { Msg, type JobStoryEvent } from '@jobline/shared';
import { shownInstant } from '../../components/format';

/** Entries shown at first; earlier ones come a page at a time. */
const STEP = 100;

const whatHappened = (e: JobStoryEvent) =>
  e.from_section && e.to_section ? `${e.kind}: ${e.from_section} → ${e.to_section}` : e.kind;

/**
 * The job's timeline, oldest at the top as a story reads, opening on its newest entries with a
 * button for earlier ones; says when the server kept only the newest of a very long history.
 */
export function JobStoryTimeline({ events, total }: { events: JobStoryEvent[]; total: number }) {
  const [shown, setShown] = useState(STEP);
  if (!events.length)
    return (
      <Text size="sm" c="dimmed">
        {Msg.reports.noTimeline}
      </Text>
    );
  const hidden = Math.max(0, events.length - shown);
  return (
    <>
      {total > events.length && (
        <Text size="sm" c="dimmed">
          The newest {events.length.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')} entries.
        </Text>
      )}
      {hidden > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + STEP)}>
          Show {Math.min(STEP, hidden)} earlier entries ({hidden} hidden)
        </Button>
      )}
      <Timeline bulletSize={12} lineWidth={2} aria-label="Timeline">
        {events.slice(hidden).map((e) => (
          <Timeline.Item key={e.id} title={`${whatHappened(e)}${e.task_no ? ` · task ${e.task_no}` : ''}`}>
            <Text size="xs" c="dimmed">
              {shownInstant(e.at)} · {e.name}
            </Text>
            {e.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.comment}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
