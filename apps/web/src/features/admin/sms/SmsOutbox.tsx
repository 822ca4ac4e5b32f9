import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { SMS_MAX_ATTEMPTS, SMS_PAGE_SIZE, SmsState, type SmsMessage } from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { shownInstant } from '../../../components/format';
import { notifyError } from '../../../components/notify';
import { QueryError } from '../../../components/QueryError';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../../components/tablePaging';
import { namedTable } from '../../jobAdmin/namedTable';
import { useResendSms, useSmsMessages } from './queries';

const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const wide = (theme: { breakpoints: { lg: string } }) => `(min-width: ${theme.breakpoints.lg})`;

const STATE_COLORS: Record<SmsState, string> = {
  queued: 'blue',
  sending: 'yellow',
  sent: 'teal',
  failed: 'red',
};
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: SmsState.QUEUED, label: 'Queued' },
  { value: SmsState.SENT, label: 'Sent' },
  { value: SmsState.FAILED, label: 'Failed' },
];

/** The state, and what a person needs to know about it: why it failed, when it is tried again. */
function StateCell({ message }: { message: SmsMessage }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATE_COLORS[message.state]} variant="light">
        {message.state}
      </Badge>
      {message.state === SmsState.FAILED && message.last_error && (
        <Text size="xs" c="red.8">
          {message.last_error}
        </Text>
      )}
      {message.state === SmsState.QUEUED && message.attempts > 0 && (
        <Text size="xs" c="dimmed">
          Try {message.attempts + 1} of {SMS_MAX_ATTEMPTS}
          {message.next_attempt_at ? ` at ${shownInstant(message.next_attempt_at)}` : ''}
          {message.last_error ? ` (last: ${message.last_error})` : ''}
        </Text>
      )}
      {message.state === SmsState.SENT && message.sent_at && (
        <Text size="xs" c="dimmed">
          {shownInstant(message.sent_at)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Every text message, newest first, paged on the server: its event, recipient, text and state
 * (failed with the reason); a failed one can be sent again. It follows the outbox live.
 */
export function SmsOutbox() {
  const [state, setState] = useState<SmsState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(SMS_PAGE_SIZE);
  const messages = useSmsMessages({ state, page, pageSize });
  const resend = useResendSms();

  const askResend = (m: SmsMessage) =>
    confirmAction({
      title: 'Send this message again?',
      body: [
        `To ${m.recipient_name ?? 'the director'}, at the mobile number on their employee record now.`,
        m.body,
      ],
      confirmLabel: 'Resend',
      onConfirm: () => resend.mutate(m.id, { onError: (error) => notifyError(error) }),
    });

  const resendButton = (m: SmsMessage) =>
    m.state === SmsState.FAILED ? (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} aria-hidden />}
        aria-label={`Resend the message to ${m.recipient_name ?? 'the director'}`}
        loading={resend.isPending && resend.variables === m.id}
        onClick={() => askResend(m)}
      >
        Resend
      </Button>
    ) : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="sms-outbox-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={3} size="h4" id="sms-outbox-title">
            Messages
          </Title>
          <Text size="sm" c="dimmed">
            Every text message sent or waiting, newest first
          </Text>
        </div>
        <SegmentedControl
          aria-label="Show messages"
          size="xs"
          data={FILTERS}
          value={state ?? 'all'}
          onChange={(value) => {
            setState(value === 'all' ? null : (value as SmsState));
            setPage(1);
          }}
        />
      </Group>
      {messages.isError ? (
        <QueryError what="the messages" error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <DataTable<SmsMessage>
          tableRef={namedTable('SMS messages')}
          withTableBorder
          borderRadius="md"
          striped
          minHeight={messages.data?.messages.length ? undefined : 160}
          records={messages.data?.messages ?? []}
          idAccessor="id"
          fetching={messages.isFetching}
          loadingText="Loading messages…"
          noRecordsText={state ? `No ${state} messages` : 'No messages yet'}
          totalRecords={messages.data?.total ?? 0}
          page={page}
          recordsPerPage={pageSize}
          onPageChange={setPage}
          recordsPerPageOptions={PAGE_SIZE_OPTIONS}
          onRecordsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          {...pagingText('Messages')}
          columns={[
            {
              accessor: 'created_at',
              title: 'Time',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (m) => shownInstant(m.created_at),
            },
            {
              accessor: 'recipient_name',
              title: 'To',
              render: (m) => (
                <Stack gap={0}>
                  <Text size="sm">{m.recipient_name ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {m.phone ?? 'No mobile number'}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {m.event_label} · {shownInstant(m.created_at)}
                  </Text>
                  {/* The text itself has a column of its own on a wide screen only. */}
                  <Text size="xs" hiddenFrom="lg" mt={4}>
                    {m.body}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'event_label', title: 'Event', visibleMediaQuery: notPhone },
            {
              accessor: 'body',
              title: 'Message',
              visibleMediaQuery: wide,
              render: (m) => <Text size="sm">{m.body}</Text>,
            },
            {
              accessor: 'state',
              title: 'State',
              render: (m) => (
                <Stack gap={6} align="flex-start">
                  <StateCell message={m} />
                  {/* On a phone the action sits under the state, leaving the width to the text. */}
                  <Group hiddenFrom="sm">{resendButton(m)}</Group>
                </Stack>
              ),
            },
            {
              accessor: 'actions',
              title: 'Action',
              textAlign: 'right',
              visibleMediaQuery: notPhone,
              render: (m) => resendButton(m),
            },
          ]}
        />
      )}
    </Stack>
  );
}
