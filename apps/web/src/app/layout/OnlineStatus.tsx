import { useEffect, useState } from 'react';
import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Msg } from '@jobline/shared';

/** 'You're offline!' while the connection is down, then 'You're online!' for a few seconds. */
export function OnlineStatus() {
  const { online } = useNetwork();
  const [justReconnected, setJustReconnected] = useState(false);
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    if (!online) {
      setWasOffline(true);
      return;
    }
    if (!wasOffline) return;
    setWasOffline(false);
    setJustReconnected(true);
    const timer = setTimeout(() => setJustReconnected(false), 4000);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);

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
