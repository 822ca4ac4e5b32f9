import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AgreementPickers, type PickedAgreement } from './AgreementPickers';
import { DueVisits } from './DueVisits';
import { ServiceCards } from './ServiceCards';
import { ServiceRecords } from './ServiceRecords';
import { ServiceViewModal } from './ServiceViewModal';

const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Service Details (screens §9.8), read-only: pick an agreement to see its two service cards; the
 * agreements owing a visit and the records table below. The choice lives in the address, so a reload shows the same agreement.
 */
export function ServiceDetailsPage() {
  const [params, setParams] = useSearchParams();
  const [viewing, setViewing] = useState<number | null>(null);
  const picked: PickedAgreement = {
    customer: idParam(params.get('customer')),
    branch: idParam(params.get('branch')),
    agreement: idParam(params.get('agreement')),
  };
  const choose = (next: PickedAgreement) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]])),
      ),
      { replace: true },
    );

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Service Details
        </Title>
        <Text c="dimmed" size="sm">
          The service visits made under each agreement.
        </Text>
      </div>
      <Card withBorder padding="lg">
        <Stack>
          <AgreementPickers value={picked} onChange={choose} />
          {picked.agreement !== null ? (
            <ServiceCards agreementId={picked.agreement} onView={setViewing} />
          ) : (
            <Text c="dimmed" size="sm" ta="center" py="md">
              Pick a customer, branch and agreement to see its Service No 1 and 2.
            </Text>
          )}
        </Stack>
      </Card>
      <DueVisits
        onShow={(pick) => {
          choose(pick);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
      <ServiceRecords />
      <ServiceViewModal serviceId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
