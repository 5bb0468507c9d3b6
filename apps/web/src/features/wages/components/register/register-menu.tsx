import { WAGE_MESSAGES, type WageRegister } from '@anupalan/shared';
import {
  IconBan,
  IconFileSpreadsheet,
  IconFileText,
  IconHistory,
  IconRefresh,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../../components/layout/PageHeader';
import { downloadWageCsv } from '../../api/bulk';
import type { WagePlace } from '../../context';
import { useNotifyFailure } from '../../messages';
import { reportPath } from '../../paths';
import type { RegisterDialog } from './RegisterDialogs';
import type { useRegisterActions } from './use-register-actions';

export const openWindow = (path: string) => window.open(path, '_blank', 'noopener');

interface MenuOptions {
  contractor: boolean;
  openDialog: (dialog: RegisterDialog) => void;
  actions: ReturnType<typeof useRegisterActions>;
}

/**
 * The register's action menu: the CSV (upload for the contractor while entries take edits, download for all), the
 * report, Reopen Register, cancel and delete as the server allows them (can_reopen, can_cancel, can_delete), logs.
 */
export function useRegisterMenu(
  place: WagePlace,
  register: WageRegister,
  { contractor, openDialog, actions }: MenuOptions,
): PageAction[] {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const establishmentId = place.establishment.id;

  const csvDownload = async () => {
    try {
      await downloadWageCsv(establishmentId, register.id);
    } catch (error) {
      notifyFailure(error, WAGE_MESSAGES.downloadFailed);
    }
  };

  return [
    ...(register.can_edit_entries && contractor
      ? [
          {
            label: t('menu.uploadCsv'),
            icon: <IconUpload size={16} aria-hidden />,
            onClick: () => openDialog('csv'),
          },
        ]
      : []),
    {
      label: t('menu.downloadCsv'),
      icon: <IconFileSpreadsheet size={16} aria-hidden />,
      onClick: () => void csvDownload(),
    },
    {
      label: t('menu.report'),
      icon: <IconFileText size={16} aria-hidden />,
      onClick: () => openWindow(reportPath(establishmentId, register.id)),
    },
    ...(register.can_reopen
      ? [
          {
            label: t('menu.reopen'),
            icon: <IconRefresh size={16} aria-hidden />,
            onClick: () => openDialog('reopen'),
          },
        ]
      : []),
    ...(register.can_cancel
      ? [
          {
            label: t('menu.cancel'),
            icon: <IconBan size={16} aria-hidden />,
            color: 'red',
            onClick: () => void actions.cancelRegister(),
          },
        ]
      : []),
    ...(register.can_delete
      ? [
          {
            label: t('menu.delete'),
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            onClick: () => void actions.deleteRegister(),
          },
        ]
      : []),
    {
      label: tc('logs.view'),
      icon: <IconHistory size={16} aria-hidden />,
      onClick: () => openDialog('logs'),
    },
  ];
}
