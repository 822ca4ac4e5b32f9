import { useEffect, useRef, useState } from 'react';
import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Msg } from '@jobline/shared';

/** 'You're offline!' while the connection is down, then 'You're online!' for a few seconds. */
export function OnlineStatus() {
  const { online } = useNetwork();
  const [justReconnected, setJustReconnected] = useState(false);
  const previous = useRef(online);

  useEffect(() => {
    const wasOnline = previous.current;
    previous.current = online;
    if (!online || wasOnline) return;
    setJustReconnected(true);
    const timer = setTimeout(() => setJustReconnected(false), 4000);
    return () => clearTimeout(timer);
  }, [online]);

  if (!online) {
    return (
      <Badge color="red" variant="filled" role="status">
        {Msg.shell.offline}
      </Badge>
    );
  }
  if (justReconnected) {
    return (
      <Badge color="teal" variant="filled" role="status">
        {Msg.shell.online}
      </Badge>
    );
  }
  return null;
}
