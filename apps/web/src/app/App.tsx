import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './reducedMotion.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { TrackOpenDialogs } from '../components/confirm';
import { queryClient } from '../api/queryClient';
import classes from './notices.module.css';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <TrackOpenDialogs />
          <Notifications position="top-right" className={classes.notices} />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
