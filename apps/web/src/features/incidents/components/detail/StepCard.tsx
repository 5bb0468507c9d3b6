import type { ProcessStep, ProcessType } from '@anupalan/shared';
import { Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4, IconEye, IconEyeOff, IconMinus, IconPencil } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { formatDone, formatMoment } from '../../display';
import { DUE_COLORS, dueLook } from '../../due-look';
import { stepName } from '../../step-name';
import { StepForm } from './StepForm';

interface StepCardProps {
  establishmentId: string;
  processId: string;
  type: ProcessType;
  step: ProcessStep;
  number: number;
  /** The establishment takes changes and the record is ongoing. */
  writable: boolean;
  cmsIncidentId: number | null;
}

/**
 * One step of a record: its number and name, where it stands (submitted on, pending with its due time in amber
 * when due soon and red when overdue, or not applicable), its clock in words, and the form: to fill for the next
 * pending step, else the submitted values to read.
 */
export function StepCard({
  establishmentId,
  processId,
  type,
  step,
  number,
  writable,
  cmsIncidentId,
}: StepCardProps) {
  const { t } = useTranslation('incidents');
  const { t: tc } = useTranslation();
  const name = stepName(tc, step);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // After a save or a close the form goes; the focus returns to the step rather than to the page's start.
  const titleRef = useRef<HTMLParagraphElement>(null);
  const close = () => {
    setOpen(false);
    titleRef.current?.focus();
  };
  const fillable = writable && step.can_save;
  const readable = step.status === 'Completed';
  const look = step.status === 'Pending' && step.due_on ? dueLook(step.due_on) : null;
  const color = step.status === 'Completed' ? 'green' : look ? DUE_COLORS[look] : 'gray';
  const icon =
    step.status === 'Completed' ? (
      <IconCheck size={18} aria-hidden />
    ) : step.status === 'Not applicable' ? (
      <IconMinus size={18} aria-hidden />
    ) : (
      <IconClockHour4 size={18} aria-hidden />
    );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-step={step.key}
      data-look={look ?? step.status}
      style={
        look === 'overdue' || look === 'soon' ? { borderColor: `var(--mantine-color-${color}-5)` } : undefined
      }
      component="section"
      aria-labelledby={`${panelId}-title`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon color={color} variant="light" radius="xl" size={32}>
              {icon}
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} id={`${panelId}-title`} ref={titleRef} tabIndex={-1}>
                {t('steps.title', { number, name })}
              </Text>
              {step.due_text ? (
                <Text size="xs" c="dimmed">
                  {translateMessage(tc, step.due_text)}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Badge color={color} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t(`steps.status.${step.status}`)}
          </Badge>
        </Group>
        <Stack gap={2} pl={{ base: 0, xs: 44 }}>
          {step.status === 'Pending' && step.due_on ? (
            <Text
              size="sm"
              c={look === 'pending' ? undefined : `${color}.8`}
              fw={look === 'pending' ? 400 : 600}
            >
              {t(`steps.due.${look ?? 'pending'}`, { time: formatMoment(step.due_on) })}
            </Text>
          ) : null}
          {step.status === 'Pending' && !step.due_on ? (
            <Text size="sm" c="dimmed">
              {t('steps.dueLater')}
            </Text>
          ) : null}
          {step.submitted_on ? (
            <Text size="sm">
              {step.done_on
                ? t('steps.doneOn', {
                    time: formatDone(step.done_on),
                    recorded: formatMoment(step.submitted_on),
                  })
                : t('steps.submittedOn', { time: formatMoment(step.submitted_on) })}
              {step.due_on ? ` ${t('steps.dueWas', { time: formatMoment(step.due_on) })}` : ''}
            </Text>
          ) : null}
          {step.late ? (
            <Text size="sm" c="red.8" fw={600}>
              {t('steps.late')}
            </Text>
          ) : null}
        </Stack>
        {fillable || readable ? (
          <Group pl={{ base: 0, xs: 44 }}>
            <Button
              size="xs"
              variant={fillable ? 'filled' : 'default'}
              leftSection={
                fillable ? (
                  <IconPencil size={14} aria-hidden />
                ) : open ? (
                  <IconEyeOff size={14} aria-hidden />
                ) : (
                  <IconEye size={14} aria-hidden />
                )
              }
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((current) => !current)}
            >
              {fillable
                ? open
                  ? t('steps.closeForm')
                  : t('steps.fill', { name })
                : open
                  ? t('steps.hide')
                  : t('steps.view')}
            </Button>
          </Group>
        ) : null}
        {open ? (
          <Box id={panelId} pl={{ base: 0, xs: 44 }}>
            <StepForm
              establishmentId={establishmentId}
              processId={processId}
              type={type}
              stepId={step.id}
              fill={fillable}
              cmsIncidentId={cmsIncidentId}
              onDone={close}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
