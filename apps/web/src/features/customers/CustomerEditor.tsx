import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerSaveRequest, type CustomerDetail } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { AgreementDetailsModal } from '../../components/AgreementDetailsModal';
import { notifyError, notifySuccess } from '../../components/notify';
import { customerKeys, fetchCustomer, saveCustomer } from './api';
import { BranchModal } from './BranchModal';
import { BranchTable } from './BranchTable';
import { confirmAction } from '../../components/confirm';
import { CustomerFields } from './CustomerFields';
import {
  datedAgreements,
  errorsUnder,
  toDraft,
  toRequest,
  type BranchDraft,
  type CustomerDraft,
} from './draft';
import { SaveBar } from '../../components/SaveBar';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';

interface Props {
  initial: CustomerDraft;
  /** The company's today, which decides the lights of unsaved agreements. */
  today: string;
  onDirtyChange(dirty: boolean): void;
  onSaved(customer: CustomerDetail): void;
}

const CUSTOMER_FIELDS = new Set(Object.keys(customerSaveRequest.shape));
const branchIndex = (path: string) => (/^branches\.(\d+)\./.exec(path) ? Number(path.split('.')[1]) : null);

/**
 * The customer form with its branch table: everything is a draft on this page until Save sends
 * the customer, its branches and their agreements in one call (POST customers).
 */
export function CustomerEditor({ initial, today, onDirtyChange, onSaved }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<CustomerDraft>({
    initialValues: initial,
    validate: schemaResolver(customerSaveRequest, { sync: true }),
  });
  const dirty = form.isDirty();
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false); // nothing is left unsaved once this editor is gone
  }, [dirty, onDirtyChange]);
  // undefined: closed; null: adding; a number: editing that branch.
  const [branchOpen, setBranchOpen] = useState<number | null | undefined>(undefined);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const branches = form.getValues().branches;

  const openFirstBadBranch = (errors: Record<string, unknown>) => {
    const index = Object.keys(errors)
      .map(branchIndex)
      .find((i) => i !== null);
    if (index !== undefined && index !== null) setBranchOpen(index);
  };
  const stale = useStaleSave();
  const loadedVersion = form.getInitialValues().version;
  const liveChange = useRecordChanged('customer', initial.id, loadedVersion);
  const showSaved = (customer: CustomerDetail) => {
    const draft = toDraft(customer);
    form.setInitialValues(draft);
    form.setValues(draft);
    form.clearErrors();
  };
  const save = useMutation({
    mutationFn: saveCustomer,
    onMutate: () => stale.clear(),
    onSuccess: (result) => {
      showSaved(result.customer);
      queryClient.setQueryData(customerKeys.detail(result.customer.id), { customer: result.customer, today });
      void queryClient.invalidateQueries({ queryKey: customerKeys.list, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['agreement-history'] });
      notifySuccess(result.message);
      onSaved(result.customer);
    },
    onError: (error) => {
      // Someone saved it meanwhile: everything typed stays, the alert shows theirs beside it.
      if (stale.caught(error)) return;
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const shown = Object.keys(fields).filter((p) => CUSTOMER_FIELDS.has(p) || p.startsWith('branches.'));
      if (shown.length) {
        form.setErrors(fields);
        openFirstBadBranch(fields);
      }
      // Whatever has no field of its own on screen is said in a notification.
      if (shown.length < Object.keys(fields).length || shown.length === 0) notifyError(error);
    },
  });

  const request = (values: CustomerDraft) => toRequest(values, form.getInitialValues());
  const loadTheirs = async () => {
    if (!initial.id) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: customerKeys.detail(initial.id),
      queryFn: () => fetchCustomer(initial.id!),
      staleTime: 0,
    });
    showSaved(fresh.customer);
    stale.clear();
  };
  const saveMine = () => {
    if (!stale.conflict) return;
    save.mutate({ ...request(form.getValues()), version: stale.conflict.version, overwrite: true });
  };

  const withoutErrorsUnder = (prefix: string) =>
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([p]) => !p.startsWith(prefix))));
  const applyBranch = (branch: BranchDraft) => {
    if (branchOpen === null || branchOpen === undefined) {
      form.insertListItem('branches', branch);
      form.clearFieldError('branches');
    } else {
      form.setFieldValue(`branches.${branchOpen}`, branch);
      withoutErrorsUnder(`branches.${branchOpen}.`);
    }
    setBranchOpen(undefined);
  };
  const removeBranch = (index: number) =>
    confirmAction({
      confirmLabel: 'Remove',
      danger: true,
      title: `Remove branch ${branches[index]!.branch_name}?`,
      body: 'The branch and its agreements are removed when you save the customer.',
      onConfirm: () => {
        form.removeListItem('branches', index);
        withoutErrorsUnder('branches.');
      },
    });

  const withErrors = new Set(Object.keys(form.errors).flatMap((p) => branchIndex(p) ?? []));
  const editing = typeof branchOpen === 'number' ? branches[branchOpen] : null;
  const details = detailsOf !== null ? branches[detailsOf] : undefined;
  const saved = details?.id ? form.getInitialValues().branches.find((b) => b.id === details.id) : undefined;
  // A saved branch with unchanged agreements shows what the server holds; otherwise the draft.
  const detailsSaved = Boolean(
    saved && details && JSON.stringify(saved.agreements) === JSON.stringify(details.agreements),
  );

  return (
    <>
      <form onSubmit={form.onSubmit((values) => save.mutate(request(values)), openFirstBadBranch)} noValidate>
        <Stack>
          <StaleSaveNotices
            conflict={stale.conflict}
            change={liveChange}
            saving={save.isPending}
            onLoadTheirs={() => void loadTheirs()}
            onSaveMine={saveMine}
          />
          <CustomerFields form={form} title={initial.id ? 'Customer details' : 'New customer'} />
          <Card withBorder padding="lg" component="section" aria-labelledby="branches-title">
            <Stack>
              <Group justify="space-between" gap="sm">
                <div>
                  <Title order={2} size="h4" id="branches-title">
                    Branches
                  </Title>
                  <Text size="sm" c="dimmed">
                    {branches.length === 1 ? '1 branch' : `${branches.length} branches`}
                  </Text>
                </div>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  variant="light"
                  onClick={() => setBranchOpen(null)}
                >
                  Add branch
                </Button>
              </Group>
              {typeof form.errors.branches === 'string' && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle aria-hidden />}
                  role="alert"
                  c="red.9"
                >
                  {form.errors.branches}
                </Alert>
              )}
              <BranchTable
                branches={branches}
                today={today}
                withErrors={withErrors}
                onEdit={setBranchOpen}
                onRemove={removeBranch}
                onAgreements={setDetailsOf}
              />
            </Stack>
          </Card>
          <SaveBar
            dirty={dirty}
            canSaveClean={!initial.id}
            saving={save.isPending}
            saveLabel="Save customer"
            onDiscard={() => form.reset()}
          />
        </Stack>
      </form>
      <BranchModal
        branch={branchOpen === undefined ? undefined : (editing ?? null)}
        initialErrors={
          typeof branchOpen === 'number' ? errorsUnder(form.errors, `branches.${branchOpen}.`) : {}
        }
        siblings={branches.filter((_, i) => i !== branchOpen)}
        onCancel={() => setBranchOpen(undefined)}
        onApply={applyBranch}
      />
      <AgreementDetailsModal
        opened={details !== undefined}
        onClose={() => setDetailsOf(null)}
        subject={details?.branch_name}
        {...(detailsSaved
          ? { branchId: details!.id }
          : {
              agreements: details
                ? datedAgreements(details.agreements).map((a) => ({ ...a, agreement_date: a.agreement_date }))
                : [],
              today,
            })}
      />
    </>
  );
}
