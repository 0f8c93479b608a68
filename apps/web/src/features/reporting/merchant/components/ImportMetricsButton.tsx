import { Alert, Button, Code, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileImport, IconFileTypeCsv } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { METRICS_CSV_COLUMNS } from '@app/shared/reporting';
import { toast } from '../../../../components/toast';
import { dayjs, FIELD_VALUE_FORMATS } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';
import { saveFile } from '../../../payments/lib/save-file';
import { hasPermission, useCompanyContext, type CompanyOutletContext } from '../../../companies/lib/company-context';
import { useImportMetrics, type ImportResult } from '../../api/import-metrics';
import { useLivePostLinks } from '../../api/import-template';
import {
  importProblems,
  METRICS_CSV_COLUMN_HELP,
  metricsCsvFileProblem,
  metricsCsvTemplate,
  templateFileName,
} from '../../lib/import-csv';

/** The template: the header with the campaign's live posts' links and today filled in (the header alone on failure). */
function TemplateButton({ campaignId }: { campaignId: string }) {
  const links = useLivePostLinks(campaignId);
  const download = async () => {
    // The API reads a line's date as a UTC day (and refuses one in the future): today in UTC, not the browser's.
    const day = dayjs.utc().format(FIELD_VALUE_FORMATS.date);
    let posts: string[] = [];
    try {
      posts = await links.mutateAsync();
    } catch {
      toast({
        type: 'warning',
        message: "We could not read the campaign's live posts: the template has the header only.",
      });
    }
    saveFile(new Blob([metricsCsvTemplate(posts, day)]), templateFileName(day), 'text/csv');
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={links.isPending}
      onClick={() => void download()}
      data-testid="import-template"
    >
      Download the template
    </Button>
  );
}

function Columns() {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" aria-label="Columns of the file, in order">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Column</Table.Th>
          <Table.Th scope="col">What it holds</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {METRICS_CSV_COLUMNS.map((column) => (
          <Table.Tr key={column}>
            <Table.Td>
              <Code>{column}</Code>
            </Table.Td>
            <Table.Td>{METRICS_CSV_COLUMN_HELP[column]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Outcome = { kind: 'imported'; result: ImportResult } | { kind: 'refused'; error: unknown } | null;

/**
 * "Import CSV" on a campaign's report: a dialog listing the documented columns with a template to fill in (the
 * campaign's live posts' links prefilled), a .csv file of at most 5 MB read as text in the browser, and the answer:
 * "Imported N readings for M posts" (every report query read again), or each problem by line and column with
 * nothing imported.
 */
export function ImportMetricsButton({ campaignId }: { campaignId: string }) {
  const [opened, dialog] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [reading, setReading] = useState(false);
  const upload = useImportMetrics(campaignId);
  const outcomeId = useId();
  // Inside the company shell: only those who may approve content import figures (the server checks it either way).
  const context = useCompanyContext() as CompanyOutletContext | undefined;
  if (context?.company && !hasPermission(context.company, 'content.approve')) return null;

  const close = () => {
    dialog.close();
    setFile(null);
    setFileProblem(null);
    setOutcome(null);
    upload.reset();
  };

  const choose = (picked: File | null) => {
    setOutcome(null);
    setFile(picked);
    setFileProblem(picked ? metricsCsvFileProblem(picked) : null);
  };

  const submit = async () => {
    if (!file) {
      setFileProblem('Choose the CSV file to import');
      return;
    }
    if (fileProblem) return;
    setOutcome(null);
    setReading(true);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setFileProblem(`"${file.name}" could not be read: choose it again`);
      return;
    } finally {
      setReading(false);
    }
    try {
      setOutcome({ kind: 'imported', result: await upload.mutateAsync(csv) });
    } catch (error) {
      setOutcome({ kind: 'refused', error });
    }
  };

  const problems = outcome?.kind === 'refused' ? importProblems(outcome.error) : [];
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileImport size={14} aria-hidden />}
        onClick={dialog.open}
        data-testid="import-metrics"
      >
        Import CSV
      </Button>
      <Modal opened={opened} onClose={close} title="Import figures from a CSV file" size="lg">
        <form
          noValidate
          aria-label="Import figures"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              One line per live post and day, after a header line with these columns. Every line is checked first: if
              any line is wrong, nothing is imported and each problem is listed.
            </Text>
            <Columns />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                The template lists this campaign&apos;s live posts with today&apos;s date: fill in the figures.
              </Text>
              <TemplateButton campaignId={campaignId} />
            </Group>
            <FileInput
              label="CSV file"
              description="A .csv file of at most 5 MB"
              placeholder="Choose a file"
              accept=".csv,text/csv"
              clearable
              required
              value={file}
              onChange={choose}
              error={fileProblem}
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              disabled={upload.isPending}
              data-testid="import-file"
              // Mantine's placeholder grey is 2.1:1 on white; the theme's dimmed text is legible (WCAG AA).
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            />
            <div id={outcomeId} aria-live="polite">
              {outcome?.kind === 'imported' && (
                <Alert
                  color="green"
                  variant="light"
                  icon={<IconCircleCheck aria-hidden />}
                  title="Imported"
                  data-testid="import-success"
                >
                  {`Imported ${plural(outcome.result.imported, 'reading')} for ` +
                    `${plural(outcome.result.posts, 'post')}.`}
                </Alert>
              )}
            </div>
            {outcome?.kind === 'refused' && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="Nothing was imported"
                role="alert"
                data-testid="import-problems"
              >
                <Stack gap="xs">
                  <Text size="sm">Fix {problems.length === 1 ? 'this' : 'these'} and upload the file again:</Text>
                  <List size="sm" spacing={2} aria-label="Problems in the file">
                    {problems.map((problem, index) => (
                      <List.Item key={index} data-line={problem.line ?? undefined}>
                        {problem.text}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {outcome?.kind === 'imported' ? 'Done' : 'Cancel'}
              </Button>
              <Button
                type="submit"
                loading={reading || upload.isPending}
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                Import
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
