import type { WageRegister } from '@anupalan/shared';
import { Anchor, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecklist, IconDownload, IconFileText, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileHref } from '../../../../forms/api/upload-file';

/** The three steps in order (WAGE_REGISTER_STEPS: Create Register, Download Payslips, Upload Signed Register). */
const STEP_KEYS = ['create', 'payslips', 'upload'] as const;

interface RegisterStepsProps {
  register: WageRegister;
  /** Opens the whole register's payslips (refused with 'There are still some wage entries pending.' before). */
  onDownloadPayslips: () => void;
  onConfirmPayslips: () => void;
  onDownloadFormB: () => void;
  onUploadSigned: () => void;
  /** The contractor of a live register: offered the payslip confirmation even before it can be given. */
  contractor: boolean;
}

/**
 * The register's steps (spec part 2, section 2): Create Register (every entry submitted), Download Payslips (and
 * confirm them given with the date of payment), Upload Signed Register (Form B, signed). The step it is at comes
 * from the server; each step's actions sit under the steps.
 */
export function RegisterSteps(props: RegisterStepsProps) {
  const { register, contractor } = props;
  const { t } = useTranslation('wages');
  const vertical = useMediaQuery('(max-width: 36em)') ?? false;
  const live = register.status !== 'cancelled';
  const descriptions = [
    t('steps.create', { completed: register.entries_completed, total: register.total_entries }),
    register.status === 'payslips_given' || register.status === 'paid_and_signed'
      ? t('steps.payslipsGiven')
      : t('steps.payslips'),
    register.body.url ? t('steps.signed') : t('steps.upload'),
  ];
  // Offered to the contractor until the payslips are given; while entries are pending it says so instead.
  const offerConfirm =
    register.can_confirm_payslips ||
    (contractor && (register.status === null || register.status === 'register_completed'));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stepper
          active={register.step}
          orientation={vertical ? 'vertical' : 'horizontal'}
          size="sm"
          allowNextStepsSelect={false}
          aria-label={t('steps.label')}
        >
          {STEP_KEYS.map((step, index) => (
            <Stepper.Step
              key={step}
              label={t(`steps.names.${step}`)}
              description={descriptions[index]}
              color={live ? undefined : 'gray'}
            />
          ))}
        </Stepper>
        {live ? (
          <Group gap="xs" wrap="wrap" role="group" aria-label={t('steps.actions')}>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={props.onDownloadPayslips}
            >
              {t('steps.downloadPayslips')}
            </Button>
            {offerConfirm ? (
              <Button
                size="sm"
                leftSection={<IconChecklist size={16} aria-hidden />}
                onClick={props.onConfirmPayslips}
              >
                {t('steps.confirmPayslips')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden />}
              onClick={props.onDownloadFormB}
            >
              {t('steps.downloadFormB')}
            </Button>
            {register.can_upload_signed ? (
              <Button
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={props.onUploadSigned}
              >
                {t('steps.uploadSigned')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {register.body.url && register.body.name ? (
          <Text size="sm">
            {t('steps.signedFile')}{' '}
            <Anchor href={fileHref(register.body.url)} target="_blank" rel="noreferrer">
              {register.body.name}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
