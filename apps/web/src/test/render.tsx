import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { theme } from '../app/theme';

export const renderWithMantine = (ui: ReactNode) =>
  render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
