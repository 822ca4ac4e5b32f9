import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileDescription } from '@tabler/icons-react';
import type { AgreementLightStates } from '@jobline/shared';
import { AgreementDetailsModal } from '../../../components/AgreementDetailsModal';
import { AgreementLights } from '../../../components/AgreementLights';

interface Props {
  branchId: number | null;
  branchName?: string | null;
  lights: AgreementLightStates | null;
}

/** The branch's software and hardware lights and the link to its agreements (spec 000 §2). */
export function BranchLights({ branchId, branchName, lights }: Props) {
  const [opened, modal] = useDisclosure();
  return (
    <Group gap="xs" wrap="wrap" data-testid="branch-lights">
      <Text size="sm" fw={500}>
        Agreements
      </Text>
      {lights && branchId ? (
        <>
          <AgreementLights lights={lights} />
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFileDescription size={16} aria-hidden />}
            onClick={modal.open}
          >
            View agreement details
          </Button>
          <AgreementDetailsModal
            opened={opened}
            onClose={modal.close}
            branchId={branchId}
            subject={branchName ?? undefined}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Choose a location to see its agreements
        </Text>
      )}
    </Group>
  );
}
