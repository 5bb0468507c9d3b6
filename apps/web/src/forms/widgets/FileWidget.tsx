import { MAX_FILE_BYTES } from '@anupalan/shared';
import { ActionIcon, Alert, Anchor, Button, FileButton, Input, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { ApiError, errorMessage, isSessionExpiry } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { deleteFile } from '../api/delete-file';
import { fileHref, uploadFile } from '../api/upload-file';
import { FileActivity, FileLink } from '../files/FileLink';
import { asFileValue, type FileValue } from '../files/file-value';
import { useFormContext } from '../form-context';
import type { WidgetProps } from '../widget-types';
import { DropArea } from './DropArea';

/** What the server accepts (PDF, images, Word, Excel, CSV); images only for file-img. */
const ANY_DOCUMENT = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.csv',
];
const IMAGES = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];

type Activity = 'idle' | 'uploading' | 'deleting';

/**
 * The file types: file, file-img (with a preview), file-upload (a drop area), async-file-upload (keeps where
 * to delete it) and generated-form-upload (open the generated form, upload the signed copy). A file is
 * uploaded when chosen (in a multipart form it waits for the save); files over 5 MB never leave the browser.
 */
export function FileWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, onChange } = props;
  const { multipart, resolveUrl, uploadUrl } = useFormContext();
  const [activity, setActivity] = useState<Activity>('idle');
  // A file refused in the browser says why under the field, until another is chosen.
  const [tooLarge, setTooLarge] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const file = asFileValue(props.value);
  const editable = !props.disabled && !props.readOnly && activity === 'idle';
  const accept = (field.accept ?? (field.type === 'file-img' ? IMAGES : ANY_DOCUMENT)).join(',');

  async function choose(chosen: File | null) {
    resetPicker.current?.();
    if (!chosen) return;
    setTooLarge(chosen.size > MAX_FILE_BYTES);
    if (chosen.size > MAX_FILE_BYTES) {
      notifyError(t('files.tooLargeTitle'), t('files.tooLarge'));
      return;
    }
    if (multipart) {
      onChange({ name: chosen.name, url: URL.createObjectURL(chosen), file: chosen } satisfies FileValue);
      return;
    }
    setActivity('uploading');
    try {
      const uploaded = await uploadFile(chosen, uploadUrl);
      const value: FileValue = { name: uploaded.name, url: uploaded.url };
      onChange(field.type === 'async-file-upload' ? { ...value, deleteUrl: fileHref(uploaded.url) } : value);
    } catch (error) {
      if (!isSessionExpiry(error)) {
        notifyError(
          t('files.uploadFailed'),
          translateMessage(t, errorMessage(error, t('files.uploadFailed'))),
        );
      }
    } finally {
      setActivity('idle');
    }
  }

  async function remove(current: FileValue) {
    if (current.file) {
      URL.revokeObjectURL(current.url);
      onChange(undefined);
      return;
    }
    setActivity('deleting');
    try {
      const { message } = await deleteFile(current.url);
      notifySuccess(translateMessage(t, message), t('files.deleted'));
      onChange(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FILE_IN_USE') {
        // A saved record holds this file: it is not deleted on its own, it leaves the record when this form is
        // saved (and stays as the record's earlier evidence).
        onChange(undefined);
      } else if (!isSessionExpiry(error)) {
        notifyError(t('files.deleteFailedTitle'), t('files.deleteFailed'));
      }
    } finally {
      setActivity('idle');
    }
  }

  const confirmRemove = (current: FileValue) =>
    modals.openConfirmModal({
      title: t('files.deleteTitle'),
      children: <Text>{t('files.deleteConfirm', { name: current.name })}</Text>,
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(current),
    });

  const picker = (
    <FileButton
      onChange={(chosen) => void choose(chosen)}
      accept={accept}
      resetRef={resetPicker}
      disabled={!editable}
      inputProps={{ 'aria-label': t('files.chooseFor', { title: props.title }) }}
    >
      {(buttonProps) =>
        field.type === 'file-upload' ? (
          <DropArea onDrop={(dropped) => void choose(dropped)} disabled={!editable} {...buttonProps}>
            {t('files.dropHere')}
          </DropArea>
        ) : (
          <Button
            {...buttonProps}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!editable}
            aria-label={t('files.uploadFor', { title: props.title })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('files.upload')}
          </Button>
        )
      }
    </FileButton>
  );

  return (
    <Input.Wrapper
      id={props.id}
      labelElement="div"
      label={props.hideLabel ? undefined : props.label}
      description={props.hideLabel ? undefined : props.description}
      withAsterisk={props.required}
      error={tooLarge ? t('files.tooLargeField') : props.error}
    >
      <Stack gap="xs" mt={4}>
        {field.type === 'generated-form-upload' && field.url ? (
          <Alert color="yellow" p="xs" role="note">
            <Text size="sm">{t('files.fillGeneratedForm')}</Text>
            <Anchor href={resolveUrl(field.url)} target="_blank" rel="noopener noreferrer" size="sm">
              {t('files.openGeneratedForm')}
            </Anchor>
          </Alert>
        ) : null}
        {file ? (
          <FileLink file={file} image={field.type === 'file-img'}>
            {activity === 'deleting' ? (
              <FileActivity>{t('files.deleting')}</FileActivity>
            ) : !props.disabled && !props.readOnly ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('files.deleteFile', { name: file.name })}
                onClick={() => confirmRemove(file)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </FileLink>
        ) : activity === 'uploading' ? (
          <FileActivity>{t('files.uploading')}</FileActivity>
        ) : (
          picker
        )}
      </Stack>
    </Input.Wrapper>
  );
}
