import { Anchor, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

  if (isPending) {
    return <Loading />;
  }
  if (!kits || kits.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('common.noResults')}
      </Text>
    );
  }

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('guides.name')}</Table.Th>
            <Table.Th scope="col">{t('guides.description')}</Table.Th>
            <Table.Th scope="col">{t('guides.link')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kits.map((kit) => (
            <Table.Tr key={kit.id}>
              <Table.Td fw={600}>{kit.name}</Table.Td>
              <Table.Td>{kit.description}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
