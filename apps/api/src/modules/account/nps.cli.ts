import { z } from 'zod';
import { CommandError, EXIT_USAGE, withDatabase, type CommandIo } from '../../lib/command.ts';
import { dateOption, parseCommandOptions } from '../../lib/command-options.ts';
import { buildNpsReport, formatNpsReport } from './nps-report.ts';

export const npsReportUsage = 'Uso: nps:report --from AAAA-MM-DD --to AAAA-MM-DD';

const required = (flag: string, edge: 'start' | 'end') => z.string({ error: `${flag} é obrigatório.` }).pipe(dateOption(flag, edge));
const reportOptions = z.object({ from: required('--from', 'start'), to: required('--to', 'end') });

/** nps:report: the NPS, the counts and the comments of a period (both days included). */
export async function npsReportCommand(io: CommandIo, args: string[]): Promise<void> {
  const period = parseCommandOptions(args, reportOptions, npsReportUsage);
  const { from, to } = parseCommandOptions(args, z.object({ from: z.string().trim(), to: z.string().trim() }), npsReportUsage);
  if (period.to <= period.from) throw new CommandError(`--to vem antes de --from.\n\n${npsReportUsage}`, EXIT_USAGE);
  const report = await buildNpsReport(io.db, { start: period.from, end: period.to });
  for (const line of formatNpsReport(report, { from, to })) io.out(line);
}

export const npsCommands = { 'nps:report': withDatabase(npsReportCommand) };

export const npsCommandsUsage = `  nps:report --from D --to D     the satisfaction survey of a period (São Paulo days, both included):
                                 NPS (5 promotes, 4 is passive, 1-3 detract), counts and comments
`;
