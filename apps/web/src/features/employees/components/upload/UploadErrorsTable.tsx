import { useTranslation } from 'react-i18next';
import { FileProblemsTable } from '../../../../components/data/FileProblemsTable';
import { translateMessage } from '../../../../i18n/messages';
import type { FileRowProblem } from '../../../../lib/api';

/** Every bad row of a refused file: its row number, the column and what is wrong, as the server listed them. */
export function UploadErrorsTable({ problems }: { problems: FileRowProblem[] }) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  return (
    <FileProblemsTable
      problems={problems}
      labels={{
        title: t('upload.problemsTitle'),
        row: t('upload.row'),
        column: t('upload.column'),
        message: t('upload.message'),
      }}
      renderMessage={(message) => translateMessage(tc, message)}
    />
  );
}
