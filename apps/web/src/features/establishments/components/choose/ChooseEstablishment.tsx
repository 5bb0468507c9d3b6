import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath, subprojectPath } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { useSubproject } from '../../api/get-subproject';
import { useSubprojectLink } from '../../api/get-subproject-link';
import { useEstablishments } from '../../api/list-establishments';
import { establishmentMark } from '../../nav/establishment-mark';
import { establishmentHomeSection } from '../../nav/sections';
import { useMarkLabel } from '../../nav/use-mark-label';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';

const MARK_COLORS = {
  completedByContractor: 'yellow',
  completedByGovt: 'green',
  cancelledByGovt: 'red',
} as const;

/** The establishments of the subproject to pick from; a contractor still working on it may add one. */
export function ChooseEstablishment() {
  const { t } = useTranslation('establishments');
  const { ref } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  const { data: subproject } = useSubproject(ref.subprojectId);
  const { data: establishments = [] } = useEstablishments(ref.subprojectId);
  const { data: link } = useSubprojectLink(ref.subprojectId, role === 'Contractor');
  const markLabel = useMarkLabel();
  const crumbs = useEstablishmentBreadcrumbs(t('choose.title'));
  const canAdd = role === 'Contractor' && !link?.terminated_on && !subproject?.closed_on;

  return (
    <>
      <PageHeader title={t('choose.title')} subtitle={t('choose.help')} breadcrumbs={crumbs} />
      {canAdd ? (
        <Group justify="flex-end" mb="md">
          <Button
            component={Link}
            to={subprojectPath(ref, 'establishments/add')}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('choose.add')}
          </Button>
        </Group>
      ) : null}
      {establishments.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('nav.empty')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          aria-label={t('choose.title')}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {establishments.map((item) => {
            const mark = establishmentMark(item);
            const state = item.body.state ?? '';
            return (
              <Card key={item.id} component="li" withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <IconBuildingFactory2 size={22} aria-hidden />
                    <Text
                      component={Link}
                      to={establishmentPath(ref, item.id, establishmentHomeSection(role))}
                      fw={700}
                      c="brand.7"
                    >
                      {item.body.name}
                    </Text>
                  </Group>
                  {state ? <Text size="sm">{t('choose.state', { state })}</Text> : null}
                  {mark ? (
                    <Badge color={MARK_COLORS[mark.kind]} variant="light" style={{ alignSelf: 'flex-start' }}>
                      {markLabel(mark)}
                    </Badge>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
