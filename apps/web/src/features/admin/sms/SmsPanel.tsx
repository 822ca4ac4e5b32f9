import { Alert, Divider, Stack } from '@mantine/core';
import { Feature, Msg } from '@jobline/shared';
import { useFeatureOn } from '../features/featureSwitches';
import { SmsOutbox } from './SmsOutbox';
import { useSmsLive } from './queries';
import { SmsSettingsMatrix } from './SmsSettingsMatrix';

/** The SMS tab of Super Admin: who is texted about which departments, and every message's fate. */
export function SmsPanel() {
  useSmsLive();
  const on = useFeatureOn(Feature.SMS);
  return (
    <Stack gap="lg">
      {!on && (
        <Alert color="orange" variant="light" title={Msg.features.off.sms}>
          The settings are kept, but no message is queued or sent until SMS sending is switched on again under
          Features.
        </Alert>
      )}
      <SmsSettingsMatrix />
      <Divider />
      <SmsOutbox />
    </Stack>
  );
}
