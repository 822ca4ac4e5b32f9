import { useState } from 'react';
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { branchInput, Msg } from '@jobline/shared';
import { AgreementEditor, AGREEMENT_FIELDS } from './AgreementEditor';
import { AgreementList } from './AgreementList';
import { emptyAgreement, emptyBranch, type AgreementDraft, type BranchDraft } from './draft';

interface Props {
  /** The branch to edit, or null to add one; closed when undefined. */
  branch: BranchDraft | null | undefined;
  /** Errors of this branch from the last save, relative to the branch (e.g. "agreements.0.valid_to"). */
  initialErrors: Record<string, string>;
  /** The customer's other branches: codes and agreement numbers must differ from theirs. */
  siblings: readonly BranchDraft[];
  onCancel(): void;
  onApply(branch: BranchDraft): void;
}

/** The branch/agreement modal (spec 002 §9.2) in add and edit modes; full screen on phones. */
export function BranchModal({ branch, initialErrors, siblings, onCancel, onApply }: Props) {
  const small = useMediaQuery('(max-width: 48em)');
  const opened = branch !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={branch ? `Edit branch ${branch.branch_name}` : 'Add branch'}
      size="xl"
      fullScreen={small}
      closeOnClickOutside={false}
    >
      {opened && (
        <BranchForm
          key={branch?.key ?? 'new'}
          branch={branch}
          initialErrors={initialErrors}
          siblings={siblings}
          onCancel={onCancel}
          onApply={onApply}
        />
      )}
    </Modal>
  );
}

const norm = (value: string) => value.trim().toLowerCase();

interface Editing {
  index: number;
  /** The row as it was before editing; null for a row just added. */
  before: AgreementDraft | null;
}

function BranchForm({
  branch,
  initialErrors,
  siblings,
  onCancel,
  onApply,
}: Omit<Props, 'branch'> & { branch: BranchDraft | null }) {
  const form = useForm<BranchDraft>({
    initialValues: branch ?? emptyBranch(),
    initialErrors,
    validate: schemaResolver(branchInput, { sync: true }),
  });
  const firstBad = (errors: Record<string, unknown>) =>
    Number(
      Object.keys(errors)
        .find((p) => p.startsWith('agreements.'))
        ?.split('.')[1] ?? NaN,
    );
  const [editing, setEditing] = useState<Editing | null>(() => {
    const index = firstBad(initialErrors);
    return Number.isNaN(index) ? null : { index, before: branch?.agreements[index] ?? null };
  });
  const agreements = form.getValues().agreements;
  const rowsWithErrors = new Set(
    Object.keys(form.errors).flatMap((p) => (p.startsWith('agreements.') ? [Number(p.split('.')[1])] : [])),
  );

  const addAgreement = () => {
    form.insertListItem('agreements', emptyAgreement());
    setEditing({ index: agreements.length, before: null });
  };
  const closeEditor = () => {
    if (!editing) return;
    const prefix = `agreements.${editing.index}.`;
    const failed = AGREEMENT_FIELDS.map((f) => form.validateField(`${prefix}${f}`)).some((r) => r.hasError);
    if (!failed) setEditing(null);
  };
  const cancelEditor = () => {
    if (!editing) return;
    if (editing.before) form.setFieldValue(`agreements.${editing.index}`, editing.before);
    else form.removeListItem('agreements', editing.index);
    form.clearErrors();
    setEditing(null);
  };
  const removeAgreement = (index: number) => {
    form.removeListItem('agreements', index);
    form.clearErrors();
  };

  const apply = form.onSubmit(
    (values) => {
      const errors: Record<string, string> = {};
      if (siblings.some((s) => norm(s.branch_code) === norm(values.branch_code))) {
        errors.branch_code = Msg.customers.branchCodeTaken;
      }
      const elsewhere = new Set(siblings.flatMap((s) => s.agreements.map((a) => norm(a.agreement_number))));
      values.agreements.forEach((a, j) => {
        if (elsewhere.has(norm(a.agreement_number)))
          errors[`agreements.${j}.agreement_number`] = Msg.customers.agreementNumberTaken;
      });
      if (Object.keys(errors).length) {
        form.setErrors(errors);
        openFirstBad(errors);
        return;
      }
      onApply({ ...values, branch_code: values.branch_code.trim(), branch_name: values.branch_name.trim() });
    },
    (errors) => openFirstBad(errors),
  );
  const openFirstBad = (errors: Record<string, unknown>) => {
    const index = firstBad(errors);
    if (!Number.isNaN(index) && editing?.index !== index) {
      setEditing({ index, before: form.getValues().agreements[index] ?? null });
    }
  };
  // Refusals with no input of their own (a row removed meanwhile, an agreement still in use).
  const looseErrors = Object.entries(form.errors)
    .filter(([path]) => path === 'id' || path === 'agreements' || /^agreements\.\d+\.id$/.test(path))
    .map(([, message]) => String(message));

  return (
    <form onSubmit={apply} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Branch name"
            required
            maxLength={120}
            data-autofocus
            {...form.getInputProps('branch_name')}
          />
          <TextInput label="Branch code" required maxLength={40} {...form.getInputProps('branch_code')} />
          <TextInput
            label="Contact person"
            maxLength={120}
            {...form.getInputProps('branch_contact_person')}
          />
          <TextInput
            label="Mobile number"
            inputMode="tel"
            maxLength={20}
            {...form.getInputProps('branch_mobile_no')}
          />
          <TextInput
            label="Phone number"
            inputMode="tel"
            maxLength={20}
            {...form.getInputProps('branch_phone_no')}
          />
          <TextInput label="E-mail" type="email" maxLength={254} {...form.getInputProps('branch_email')} />
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxRows={4}
          maxLength={300}
          {...form.getInputProps('branch_address')}
        />
        <SimpleGrid cols={3}>
          <NumberInput
            label="POS"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('pos_count')}
          />
          <NumberInput
            label="Servers"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('server_count')}
          />
          <NumberInput
            label="Terminals"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('terminal_count')}
          />
        </SimpleGrid>

        <Divider />
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            Agreements
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addAgreement}
            disabled={editing !== null}
          >
            Add agreement
          </Button>
        </Group>
        <AgreementList
          agreements={agreements}
          withErrors={rowsWithErrors}
          editing={editing?.index ?? null}
          onEdit={(index) => setEditing({ index, before: agreements[index]! })}
          onRemove={removeAgreement}
        />
        {looseErrors.map((message) => (
          <Text key={message} c="red.9" size="sm" role="alert">
            {message}
          </Text>
        ))}
        {editing && agreements[editing.index] && (
          <AgreementEditor
            form={form}
            index={editing.index}
            isNew={editing.before === null}
            onDone={closeEditor}
            onCancel={cancelEditor}
          />
        )}

        <Text size="xs" c="dimmed">
          Changes stay on this page until you save the customer.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{branch ? 'Update branch' : 'Add branch'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
