import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/data/PagedTable';
import { Loading } from '../../../components/feedback/QueryState';
import { useKits } from '../api/get-kits';

/** The handbook kits: name, description and a link to each. */
export function KitsTable() {
  const { t } = useTranslation();
  const { data: kits, isPending, error } = useKits();

  useEffect(() => {
    // A failed load shows the empty list, as for every list; the reason belongs in the console.
    if (error) console.error('Loading the guides failed', error);
  }, [error]);

  if (isPending) return <Loading />;
  return (
    <PagedTable
      label={t('guides.title')}
      rows={kits ?? []}
      rowKey={(kit) => String(kit.id)}
      columns={[
        { header: t('guides.name'), cell: (kit) => kit.name, td: () => ({ fw: 600 }) },
        { header: t('guides.description'), cell: (kit) => kit.description },
        {
          header: t('guides.link'),
          cell: (kit) => (
            <Anchor
              href={kit.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('guides.openKit', { name: kit.name })}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
            >
              {t('guides.open')}
              <IconExternalLink size={16} aria-hidden />
            </Anchor>
          ),
        },
      ]}
      minWidth={560}
    />
  );
}
