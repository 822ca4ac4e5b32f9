import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AGREEMENT_STATUSES,
  AGREEMENT_TYPE_LABELS,
  agreementStatusLabel,
  MAX_VISITS_PER_YEAR,
} from '@jobline/shared';
import type { BranchDraft } from './draft';
import { DayInput } from '../../components/DayPicker';

const TYPES = ([1, 2, 3] as const).map((value) => ({ value, label: AGREEMENT_TYPE_LABELS[value] }));
// Users read 'Warranty'; the wire keeps 'Warrenty' (O-47).
const STATUSES = AGREEMENT_STATUSES.map((value) => ({ value, label: agreementStatusLabel(value) }));

export const AGREEMENT_FIELDS = [
  'agreement_number',
  'agreement_code',
  'agreement_type',
  'status',
  'valid_from',
  'valid_to',
  'agreement_date',
  'visits_per_year',
] as const;

interface Props {
  form: UseFormReturnType<BranchDraft>;
  index: number;
  isNew: boolean;
  onDone(): void;
  onCancel(): void;
}

/** The fields of one agreement row of the branch being edited. */
export function AgreementEditor({ form, index, isNew, onDone, onCancel }: Props) {
  const path = (field: string) => `agreements.${index}.${field}`;
  const number = form.getValues().agreements[index]?.agreement_number;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-gray-0)" data-testid="agreement-editor">
      <Stack gap="sm">
        <Title order={4} size="h6">
          {isNew ? 'New agreement' : `Edit agreement ${number}`}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Agreement number"
            required
            maxLength={60}
            data-autofocus
            {...form.getInputProps(path('agreement_number'))}
          />
          <TextInput label="Agreement code" maxLength={60} {...form.getInputProps(path('agreement_code'))} />
          <Select<number>
            label="Agreement type"
            required
            data={TYPES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(path('agreement_type'))}
          />
          <Select
            label="Status"
            required
            data={STATUSES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(path('status'))}
          />
          <DayInput label="Valid from" required {...form.getInputProps(path('valid_from'))} />
          <DayInput label="Valid to" required {...form.getInputProps(path('valid_to'))} />
          <DayInput label="Agreement date" clearable {...form.getInputProps(path('agreement_date'))} />
          <NumberInput
            label="Service visits a year"
            description="Included visits; 0 when the agreement brings none"
            required
            min={0}
            max={MAX_VISITS_PER_YEAR}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(path('visits_per_year'))}
          />
          <Checkbox
            label="Warranty period"
            mt={{ base: 0, xs: 30 }}
            {...form.getInputProps(path('warranty_period'), { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="light" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
