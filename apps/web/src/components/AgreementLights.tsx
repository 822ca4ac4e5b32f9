import { Badge, Group, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconShieldHalfFilled } from '@tabler/icons-react';
import { LIGHT_LABELS, type AgreementLightStates, type Coverage, type LightState } from '@jobline/shared';

const TITLES: Record<Coverage, string> = { software: 'Software', hardware: 'Hardware' };

// Each state has its own colour and its own shape, and says itself in words (not colour alone).
const LOOKS: Record<LightState, { color: string; Icon: typeof IconCircleCheckFilled; hint: string }> = {
  covered: {
    color: 'var(--mantine-color-green-8)',
    Icon: IconCircleCheckFilled,
    hint: 'a current agreement covers it',
  },
  warranty: { color: 'var(--mantine-color-orange-7)', Icon: IconShieldHalfFilled, hint: 'under warranty' },
  none: {
    color: 'var(--mantine-color-red-8)',
    Icon: IconCircleXFilled,
    hint: 'no current agreement covers it',
  },
};

/** One agreement light, e.g. "Software: covered" (green), "Hardware: under warranty" (amber). */
export function AgreementLight({ coverage, state }: { coverage: Coverage; state: LightState }) {
  const { color, Icon, hint } = LOOKS[state];
  return (
    <Tooltip label={`${TITLES[coverage]}: ${hint}`} withArrow openDelay={200}>
      <Badge
        variant="default"
        radius="sm"
        size="md"
        data-light={coverage}
        data-state={state}
        leftSection={<Icon size={16} color={color} aria-hidden />}
        style={{ flexShrink: 0 }}
        styles={{ label: { textTransform: 'none', fontWeight: 600, overflow: 'visible' } }}
      >
        {TITLES[coverage]}
        <VisuallyHidden>: {LIGHT_LABELS[state]}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** The software and hardware agreement lights of a branch (spec 002 §4, R-126); `stacked` in tight table cells. */
export function AgreementLights({
  lights,
  stacked = false,
}: {
  lights: AgreementLightStates;
  stacked?: boolean;
}) {
  const Box = stacked ? Stack : Group;
  return (
    <Box gap={4} wrap="nowrap" align={stacked ? 'flex-start' : undefined} data-testid="agreement-lights">
      <AgreementLight coverage="software" state={lights.software} />
      <AgreementLight coverage="hardware" state={lights.hardware} />
    </Box>
  );
}
