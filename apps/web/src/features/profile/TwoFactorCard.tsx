import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess, showFormError } from '../../components/notify';
import { useUser } from '../auth/AuthProvider';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, type TwoFactorStart } from './api';

/**
 * Two-factor sign-in: set up an authenticator app (QR code and the secret as text, confirmed with a
 * first code, then ten recovery codes shown once), or turn it off with a code or the password.
 */
export function TwoFactorCard() {
  const user = useUser();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorStart | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: queryKeys.me });
  const start = useMutation({
    mutationFn: startTwoFactor,
    onSuccess: setEnrolment,
    onError: (error) => notifyError(error),
  });
  const enabled = user.two_factor.enabled;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id="two-factor-title">
                Two-factor sign-in
              </Title>
              <Badge color={enabled ? 'green' : 'gray'} variant="light">
                {enabled ? 'On' : 'Off'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              After your password, sign-in asks for a 6-digit code from an authenticator app on your phone.
            </Text>
          </div>
          {!enabled && !enrolment && !recoveryCodes && (
            <Button
              leftSection={<IconShieldLock size={16} aria-hidden />}
              loading={start.isPending}
              onClick={() => start.mutate()}
            >
              Set up
            </Button>
          )}
        </Group>
        {recoveryCodes ? (
          <RecoveryCodes
            codes={recoveryCodes}
            onDone={() => {
              setRecoveryCodes(null);
              void refreshMe();
            }}
          />
        ) : enrolment ? (
          <Enrolment
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onConfirmed={(codes) => {
              setEnrolment(null);
              setRecoveryCodes(codes);
            }}
          />
        ) : (
          enabled && <TurnOff onDone={refreshMe} />
        )}
      </Stack>
    </Card>
  );
}

function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoFactorStart;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (v.trim() ? null : Msg.auth.codeRequired) },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmTwoFactor(code),
    onSuccess: (result) => {
      notifySuccess(result.message);
      onConfirmed(result.recovery_codes);
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((v) => confirm.mutate(v.code.trim()))} noValidate>
      <Stack>
        <Text size="sm">
          1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…).
        </Text>
        <Image src={enrolment.qr_code} alt="QR code to scan with your authenticator app" w={220} h={220} />
        <Text size="sm">Or type this key into the app:</Text>
        <Code block data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Code>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. They are shown only now: print them or keep them
        somewhere safe.
      </Alert>
      <List data-testid="recovery-codes" ff="monospace" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const [proof, setProof] = useState<'code' | 'password'>('code');
  const form = useForm({
    initialValues: { code: '', password: '' },
    validate: (v) =>
      (proof === 'code' ? v.code.trim() : v.password) ? {} : { [proof]: Msg.auth.twoFactorProofRequired },
  });
  const turnOff = useMutation({
    mutationFn: (v: { code: string; password: string }) =>
      disableTwoFactor(proof === 'code' ? { code: v.code.trim() } : { password: v.password }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      form.reset();
      onDone();
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        confirmAction({
          title: 'Turn two-factor sign-in off?',
          body: 'Signing in then needs only your password. Your recovery codes stop working.',
          confirmLabel: 'Turn off',
          danger: true,
          onConfirm: () => turnOff.mutate(values),
        }),
      )}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Prove it is you with"
          value={proof}
          onChange={(v) => {
            setProof(v as 'code' | 'password');
            form.clearErrors();
          }}
          data={[
            { value: 'code', label: 'A code' },
            { value: 'password', label: 'My password' },
          ]}
        />
        {proof === 'code' ? (
          <TextInput
            label="Current code or a recovery code"
            autoComplete="one-time-code"
            {...form.getInputProps('code')}
          />
        ) : (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={turnOff.isPending}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
