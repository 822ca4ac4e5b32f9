import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck, IconMessagePlus, IconPlus } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../../../api/client';
import { confirmAction, confirmDiscard } from '../../../components/confirm';
import { Busy } from '../../../components/Loaders';
import { notifyError, notifySuccess } from '../../../components/notify';
import { dayName } from '../rowKinds';
import { openPreset, presetLineCalls, useAfterPresetChange, useDeletePreset } from './api';
import { LineRow } from './LineRow';
import { NewLineForm } from './NewLineForm';
import { PM, checkLinesHere, inOrder } from './presetText';
import type { OpenedPreset, PresetLine } from './types';

interface Props {
  day: string;
  userId: number;
  opened: boolean;
  onClose(): void;
}

/**
 * The edit-report modal (screens §7.3): the day's lines as a draft correction, edited line by line,
 * validated, then sent to review. Cancel deletes the draft, asking first when it was changed.
 */
export function EditReportModal({ day, userId, opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  const open = useMutation({ mutationFn: openPreset });
  const deletePreset = useDeletePreset();
  const after = useAfterPresetChange();
  const [opening, setOpening] = useState<OpenedPreset | null>(null);
  const [lines, setLines] = useState<PresetLine[]>([]);
  const [validated, setValidated] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [messages, setMessages] = useState<Record<number, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [adding, setAdding] = useState<1 | 2 | null>(null);
  const [busy, setBusy] = useState(false);

  const { mutate: openDay, reset } = open;
  useEffect(() => {
    if (!opened) return;
    openDay(day, {
      onSuccess: (data) => {
        setOpening(data);
        setLines(inOrder(data.preset.lines));
        setValidated(data.preset.validated);
      },
    });
    return () => {
      reset();
      setOpening(null);
      setDirty(false);
      setMessages({});
      setSummary(null);
      setAdding(null);
    };
  }, [opened, day, openDay, reset]);

  const presetId = opening?.preset.id ?? 0;
  /** Any edit clears the passed validation; the changed line's old message goes with it. */
  const changed = (next: PresetLine[], lineId?: number) => {
    setLines(inOrder(next));
    setValidated(false);
    setDirty(true);
    setSummary(null);
    if (lineId !== undefined) setMessages(({ [lineId]: _gone, ...rest }) => rest);
  };

  const validate = async () => {
    const local = checkLinesHere(lines);
    setMessages(local.byLine);
    setSummary(local.first);
    if (local.first) return;
    setBusy(true);
    try {
      const answer = await presetLineCalls.validate(presetId);
      setValidated(true);
      notifySuccess(answer.message || PM.validated);
    } catch (error) {
      const byLine: Record<number, string> = {};
      if (error instanceof ApiError)
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          const id = /^lines\.(\d+)/.exec(field)?.[1];
          if (id) byLine[Number(id)] = text;
        }
      setMessages(byLine);
      setSummary(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    confirmAction({
      title: 'Send to review',
      body: PM.saveConfirm,
      confirmLabel: 'Send to review',
      onConfirm: async () => {
        setBusy(true);
        try {
          await presetLineCalls.send(presetId);
          notifySuccess(PM.sent);
          await after();
          onClose();
        } catch (error) {
          if (error instanceof ApiError && error.httpStatus === 409) setValidated(false);
          notifyError(error);
        } finally {
          setBusy(false);
        }
      },
    });

  const cancel = () => {
    if (!opening) return onClose();
    confirmDiscard(dirty, PM.cancelConfirm, () =>
      deletePreset.mutate(day, { onSuccess: onClose, onError: (error) => notifyError(error) }),
    );
  };

  const lastEnd = lines.at(-1)?.end_time ?? '08:30';
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      size={1000}
      fullScreen={phone}
      title={`Edit report · ${dayName(day)}`}
      closeButtonProps={{ 'aria-label': 'Cancel editing' }}
    >
      {open.isPending || (!opening && !open.isError) ? (
        <Center py="xl">
          <Busy label="Opening the day's lines" />
        </Center>
      ) : open.isError ? (
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Error!">
            {errorMessage(open.error)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Correct the day line by line. Nothing changes in the worksheet until a reviewer approves it.
            {opening!.dayoff_at && ` Day Off was taken at ${opening!.dayoff_at}: no line may end after it.`}
          </Text>
          {lines.length === 0 && (
            <Text size="sm" c="dimmed">
              No lines yet. Add what you did this day.
            </Text>
          )}
          {lines.map((line, i) => (
            <LineRow
              key={line.id}
              line={line}
              number={i + 1}
              presetId={presetId}
              userId={userId}
              date={day}
              message={messages[line.id]}
              disabled={busy}
              onStored={(stored) =>
                changed(
                  lines.map((l) => (l.id === stored.id ? stored : l)),
                  stored.id,
                )
              }
              onRemoved={(gone) =>
                changed(
                  lines.filter((l) => l.id !== gone.id),
                  gone.id,
                )
              }
            />
          ))}
          {adding ? (
            <NewLineForm
              kind={adding}
              presetId={presetId}
              userId={userId}
              date={day}
              start={lastEnd}
              onAdded={(line) => {
                setAdding(null);
                changed([...lines, line]);
              }}
              onCancel={() => setAdding(null)}
            />
          ) : (
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(1)}
              >
                Add activity
              </Button>
              <Button
                variant="light"
                leftSection={<IconMessagePlus size={16} aria-hidden />}
                onClick={() => setAdding(2)}
              >
                Add comment
              </Button>
            </Group>
          )}
          {summary && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Check the lines"
            >
              {summary}
            </Alert>
          )}
          {validated && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {PM.validated}
            </Alert>
          )}
          <Group justify="space-between" gap="xs" mt="sm">
            <Button variant="default" onClick={cancel} loading={deletePreset.isPending}>
              Cancel
            </Button>
            <Group gap="xs">
              <Button
                variant="light"
                onClick={() => void validate()}
                loading={busy}
                disabled={adding !== null}
              >
                Validate
              </Button>
              <Button
                onClick={send}
                disabled={!validated || busy || adding !== null}
                aria-describedby={validated ? undefined : 'preset-send-reason'}
              >
                Send to review
              </Button>
            </Group>
          </Group>
          {!validated && (
            <Text id="preset-send-reason" size="xs" c="dimmed" ta="right">
              {PM.validateFirst}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
