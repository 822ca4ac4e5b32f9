import { Card, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DoneStep } from './DoneStep';
import { FileStep } from './FileStep';
import { PreviewStep } from './PreviewStep';
import { useImportFlow } from './useImportFlow';

/**
 * Import customers (issue 3): upload an .xlsx or .csv of customers, branches, agreements and
 * systems, read the preview with every row's errors, then import it all in one transaction.
 */
export function ImportPage() {
  const flow = useImportFlow();
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Import customers
        </Title>
        <Text c="dimmed" size="sm">
          Move customers, branches, agreements and systems in from a spreadsheet.
        </Text>
      </div>
      <Card withBorder padding="md">
        <Stepper
          active={flow.step}
          size={phone ? 'xs' : 'sm'}
          labelPosition={phone ? 'bottom' : 'right'}
          allowNextStepsSelect={false}
        >
          <Stepper.Step
            label={phone ? 'File' : 'Choose the file'}
            description={phone ? undefined : '.xlsx or .csv'}
            allowStepSelect={false}
          >
            <FileStep flow={flow} />
          </Stepper.Step>
          <Stepper.Step
            label={phone ? 'Preview' : 'Check the preview'}
            description={phone ? undefined : 'Counts and errors'}
            allowStepSelect={false}
          >
            {flow.preview && <PreviewStep flow={flow} preview={flow.preview} />}
          </Stepper.Step>
          <Stepper.Step
            label="Done"
            description={phone ? undefined : 'What was imported'}
            allowStepSelect={false}
          >
            {flow.result && <DoneStep result={flow.result} onAgain={flow.startOver} />}
          </Stepper.Step>
        </Stepper>
      </Card>
    </Stack>
  );
}
