import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Busy, PageLoader } from './Loaders';

describe('Busy', () => {
  it('is a named progress bar, so its label is allowed and read out', () => {
    render(
      <MantineProvider>
        <Busy label="Moving" size="xs" />
        <PageLoader />
      </MantineProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Moving' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
