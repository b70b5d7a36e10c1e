import '@mantine/charts/styles.css';
import type { ApiClient } from '@ma/api-client';
import { getDashboard, type Dashboard, type Operator } from '@ma/api-client/admin';
import { LoadError } from '@ma/app-kit/load-error';
import { formatCents, formatCount, levelLabels, levels } from '@ma/domain';
import { AreaChart, BarChart } from '@mantine/charts';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mayOpen } from '../../lib/roles.ts';

/** 'dd/mm' of an 'AAAA-MM-DD' day, for the charts' axis. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Painel (every role): the platform's figures now, and its last 90 days. */
export function DashboardPage({ api, me }: { api: ApiClient; me: Operator }) {
  const dashboard = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => getDashboard(api) });
  return (
    <Stack maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Olá, {me.name.split(' ')[0]}
        </Title>
        <Text c="dimmed">O que acontece na plataforma agora e nos últimos 90 dias.</Text>
      </Stack>
      {dashboard.isPending ? (
        <Stack aria-label="Carregando">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
            {[0, 1, 2, 3, 4].map((card) => (
              <Skeleton key={card} h={104} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={260} radius="md" />
        </Stack>
      ) : dashboard.isError ? (
        <LoadError title="Não foi possível carregar o painel" query={dashboard} />
      ) : (
        <DashboardFigures dashboard={dashboard.data} showJobsLink={mayOpen('/jobs', me.role)} />
      )}
    </Stack>
  );
}

function DashboardFigures({ dashboard, showJobsLink }: { dashboard: Dashboard; showJobsLink: boolean }) {
  const creators = levels.reduce((sum, level) => sum + dashboard.creatorsByLevel[level], 0);
  const days = dashboard.days.map((day) => ({ ...day, label: shortDay(day.day), commissionReais: day.commissionCents / 100 }));
  const { commissionsToPay, failedJobs } = dashboard;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <Figure label="Criadores" value={formatCount(creators)} testId="figure-creators">
          {levels.map((level) => `${levelLabels[level]} ${formatCount(dashboard.creatorsByLevel[level])}`).join(' · ')}
        </Figure>
        <Figure label="Propostas abertas" value={formatCount(dashboard.openProposals)} testId="figure-open-proposals">
          Publicadas e no prazo
        </Figure>
        <Figure label="Candidaturas na semana" value={formatCount(dashboard.applicationsThisWeek)} testId="figure-applications">
          Desde segunda-feira
        </Figure>
        <Figure label="Comissões a pagar" value={formatCents(commissionsToPay.cents)} testId="figure-commissions">
          {commissionsToPay.count === 1 ? '1 comissão aprovada' : `${formatCount(commissionsToPay.count)} comissões aprovadas`}
        </Figure>
        <Figure label="Tarefas com falha" value={formatCount(failedJobs)} alert={failedJobs > 0} testId="figure-failed-jobs">
          {showJobsLink ? (
            <Anchor component={Link} to="/jobs" size="xs">
              {failedJobs > 0 ? 'Ver e tentar de novo' : 'Ver tarefas'}
            </Anchor>
          ) : (
            'Nos últimos 7 dias'
          )}
        </Figure>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DailyBars title="Novos criadores por dia" days={days} series={{ name: 'newCreators', label: 'Novos criadores', color: 'grape.6' }} />
        <DailyBars title="Candidaturas por dia" days={days} series={{ name: 'applications', label: 'Candidaturas', color: 'blue.6' }} />
      </SimpleGrid>
      <ChartCard title="Comissões por dia (sem as canceladas)" empty={days.every((day) => day.commissionCents === 0)}>
        <AreaChart
          h={240}
          data={days}
          dataKey="label"
          series={[{ name: 'commissionReais', label: 'Comissões', color: 'teal.6' }]}
          curveType="linear"
          withDots={false}
          tickLine="y"
          gridAxis="y"
          xAxisProps={{ minTickGap: 24 }}
          // The axis in whole reais, on one line; the tooltip to the centavo.
          yAxisProps={{ width: 64, tickFormatter: (reais: number) => `R$ ${formatCount(reais)}` }}
          valueFormatter={(reais) => formatCents(Math.round(reais * 100))}
        />
      </ChartCard>
    </Stack>
  );
}

type ChartDay = Dashboard['days'][number] & { label: string };

/** A count per day of the 90 as bars, or 'Nada…' when every day is 0. */
function DailyBars({
  title,
  days,
  series,
}: {
  title: string;
  days: ChartDay[];
  series: { name: 'newCreators' | 'applications'; label: string; color: string };
}) {
  return (
    <ChartCard title={title} empty={days.every((day) => day[series.name] === 0)}>
      <BarChart
        h={220}
        data={days}
        dataKey="label"
        series={[series]}
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ minTickGap: 24 }}
        yAxisProps={{ allowDecimals: false }}
        valueFormatter={formatCount}
      />
    </ChartCard>
  );
}

function Figure({
  label,
  value,
  children,
  alert = false,
  testId,
}: {
  label: string;
  value: string;
  children: ReactNode;
  alert?: boolean;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={alert ? 'red.7' : undefined} lh={1.3}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {children}
      </Text>
    </Paper>
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{title}</Text>
        <Text size="xs" c="dimmed">
          Últimos 90 dias
        </Text>
      </Group>
      {empty ? (
        <Text c="dimmed" size="sm" ta="center" py={60}>
          Nada nos últimos 90 dias.
        </Text>
      ) : (
        <div role="img" aria-label={title}>
          {children}
        </div>
      )}
    </Paper>
  );
}
