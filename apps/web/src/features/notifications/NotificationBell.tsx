import { forwardRef, useState } from 'react';
import { ActionIcon, Drawer, em, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Msg, NotificationStatus, type NotificationRow } from '@jobline/shared';
import { confirmAction } from '../../components/confirm';
import { useAuth } from '../auth/AuthProvider';
import { useFinishedJobDecision } from './finishedJobDecision';
import { notificationTarget } from './notificationTarget';
import { NotificationPanel } from './NotificationPanel';
import { RejectFinishedJobModal } from './RejectFinishedJobModal';
import { useMarkViewed, useNotificationFeed, useNotificationsLive, useTrimFeed } from './queries';

/** Below this width the bell opens as a full-screen drawer instead of a dropdown. */
const PHONE_MAX_PX = 768;

/**
 * The notifications bell of the top bar (spec 000 §2; ): the unread count, and a list
 * that opens as a dropdown (a full-screen drawer on phones). New notifications arrive live.
 */
export function NotificationBell() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const phone = useMediaQuery(`(max-width: ${em(PHONE_MAX_PX - 0.1)})`);
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const feed = useNotificationFeed('');
  const trim = useTrimFeed();
  const markViewed = useMarkViewed();
  const decide = useFinishedJobDecision();
  const [rejecting, setRejecting] = useState<NotificationRow | null>(null);
  useNotificationsLive();

  // Unknown until the first page arrives (or when it fails): then the bell names no count.
  const count = feed.data?.pages[0]?.notifications_count ?? null;
  const close = () => {
    setOpened(false);
    setNote(null);
    trim();
  };
  const accept = (n: NotificationRow) => {
    close();
    confirmAction({
      title: Msg.boards.completeJobQuestion,
      body: n.title,
      confirmLabel: 'Complete job',
      onConfirm: () => decide.mutate({ notification: n, verdict: { accept: true } }),
    });
  };
  const reject = (n: NotificationRow) => {
    close();
    setRejecting(n);
  };
  const open = (n: NotificationRow) => {
    if (n.status === NotificationStatus.UNREAD) markViewed.mutate(n.id);
    const target = notificationTarget(n, can);
    if (target) {
      close();
      void navigate(target);
    } else {
      setNote(Msg.notifications.noBoardYet);
    }
  };

  const button = (
    <BellButton count={count} onClick={() => (opened ? close() : setOpened(true))} expanded={opened} />
  );
  const panel = (
    <NotificationPanel onOpen={open} onAccept={accept} onReject={reject} note={note} focusSearch={!phone} />
  );
  const rejectModal = <RejectFinishedJobModal notification={rejecting} onClose={() => setRejecting(null)} />;

  if (phone) {
    return (
      <>
        {button}
        {rejectModal}
        <Drawer
          opened={opened}
          onClose={close}
          size="100%"
          position="right"
          title={Msg.notifications.bellTitle}
        >
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <>
      {rejectModal}
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        onDismiss={close}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>{button}</Popover.Target>
        <Popover.Dropdown p="xs" aria-label={Msg.notifications.bellTitle}>
          <Text fw={600} size="sm" px={4} pb={6}>
            {Msg.notifications.bellTitle}
          </Text>
          <ScrollArea.Autosize mah="min(480px, calc(100vh - 120px))" type="auto" offsetScrollbars>
            {panel}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}

interface BellButtonProps {
  count: number | null;
  expanded: boolean;
  onClick(): void;
}

/** The bell itself; the popover hands its aria attributes and ref to the button inside. */
const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { count, expanded, onClick, ...rest },
  ref,
) {
  return (
    <Indicator
      label={count && count > 99 ? '99+' : count}
      disabled={!count}
      size={18}
      offset={6}
      color="red.8"
    >
      <ActionIcon
        {...rest}
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={
          count === null ? Msg.notifications.bellTitle : `${Msg.notifications.bellTitle}, ${count} unread`
        }
        aria-expanded={expanded}
        data-testid="notification-bell"
        onClick={onClick}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
});
