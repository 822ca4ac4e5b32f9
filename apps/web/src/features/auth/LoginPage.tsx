import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { IconAlertCircle, IconClock, IconQuote } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginRequest, Msg, quoteOfTheDay, type LoginRequest } from '@jobline/shared';
import { ApiError, errorMessage } from '../../api/client';
import { forgetSignOutReason, signOutReason } from '../../api/token';
import { FullPageLoader } from '../../components/Loaders';
import { pathOn } from '../../app/screens';
import { useLoginFeatures } from '../admin/features/queries';
import { postLogin, postTwoFactorLogin } from './api';
import { useAuth } from './AuthProvider';
import { safeRedirect } from './safeRedirect';
import { landingAfterLogin } from './sessionEndLanding';
import classes from './LoginPage.module.css';

export function LoginPage() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Said once, on the login page the app fell back to when the server ended the session.
  const [endedBecause] = useState(signOutReason);
  // Set once the password was right and the account asks for its authenticator code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const quote = quoteOfTheDay(new Date());
  // The tick shows only once the server says working from home is on (it ignores it otherwise).
  const workFromHome = useLoginFeatures().data?.work_from_home === true;
  const form = useForm<LoginRequest>({
    initialValues: { email: '', password: '', workfrom_home: false },
    validate: schemaResolver(loginRequest, { sync: true }),
  });

  useEffect(() => {
    document.title = 'Login · Jobline';
  }, []);

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'authenticated' && !submitting) return <Navigate to={target} replace />;

  const finish = async (token: string) => {
    forgetSignOutReason();
    const me = await signIn(token);
    const landing = landingAfterLogin(me.id, target);
    navigate(pathOn(landing, me.features) ? landing : target, { replace: true });
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const answer = await postLogin({
        ...values,
        workfrom_home: workFromHome && values.workfrom_home,
      });
      if ('two_factor_required' in answer) {
        setChallenge(answer.challenge);
        setSubmitting(false);
        return;
      }
      await finish(answer.access_token);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        form.setErrors(error.fieldErrors);
      else setFailure(errorMessage(error));
      setSubmitting(false);
    }
  });

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) return setCodeError(Msg.auth.codeRequired);
    setCodeError(null);
    setFailure(null);
    setSubmitting(true);
    try {
      await finish((await postTwoFactorLogin({ challenge, code: code.trim() })).access_token);
    } catch (error) {
      setSubmitting(false);
      // A challenge past its time (status 3) needs the password again.
      if (error instanceof ApiError && error.code === 3) {
        setChallenge(null);
        setCode('');
        setFailure(errorMessage(error));
      } else if (error instanceof ApiError && error.httpStatus === 401) setCodeError(errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Box component="main" className={classes.page}>
      <Box className={classes.brand} visibleFrom="md">
        <Stack gap="lg" maw={440}>
          <Title order={2} c="white">
            Jobline
          </Title>
          <Text c="blue.0" size="lg">
            Jobs, tasks, time and reports for the whole service team.
          </Text>
          <figure className={classes.quote}>
            <IconQuote size={28} aria-hidden />
            <blockquote>{quote.text}</blockquote>
            <figcaption>— {quote.author}</figcaption>
          </figure>
        </Stack>
      </Box>
      <Container size={420} className={classes.formSide}>
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%">
          {challenge ? (
            <form onSubmit={submitCode} noValidate>
              <Stack>
                <div>
                  <Title order={1} size="h2">
                    Enter your code
                  </Title>
                  <Text c="dimmed" size="sm">
                    Open your authenticator app and enter the 6-digit code for Jobline, or one of your
                    recovery codes.
                  </Text>
                </div>
                {failure && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Login failed">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label="Authentication code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  required
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  error={codeError}
                />
                <Button type="submit" loading={submitting} fullWidth>
                  Verify
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setChallenge(null);
                    setCode('');
                    setCodeError(null);
                  }}
                >
                  Back to e-mail and password
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <div>
                  <Title order={1} size="h2">
                    Log in to Jobline
                  </Title>
                  <Text c="dimmed" size="sm">
                    Use your company e-mail and password.
                  </Text>
                </div>
                {endedBecause && !failure && (
                  <Alert color="yellow" icon={<IconClock size={18} />} role="status" title="Signed out">
                    {endedBecause}
                  </Alert>
                )}
                {failure && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Login failed">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                {workFromHome && (
                  <Checkbox
                    label={Msg.auth.workFromHome}
                    {...form.getInputProps('workfrom_home', { type: 'checkbox' })}
                  />
                )}
                <Button type="submit" loading={submitting} fullWidth>
                  Login
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <Box hiddenFrom="md" mt="lg" ta="center" className={classes.mobileQuote}>
          <Text size="sm" fs="italic">
            “{quote.text}”
          </Text>
          <Text size="xs" c="dimmed">
            — {quote.author}
          </Text>
        </Box>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          Jobline v{__APP_VERSION__}
        </Text>
      </Container>
    </Box>
  );
}
