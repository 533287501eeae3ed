import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { limitOf } from '@bb/kernel';
import { periodKey } from '../../../billing/domain/usage-period';
import { accessOf } from '../../../billing/queries/effective-tier';
import { UsageMeter } from '../../../billing/usage-meter';
import type { ExportFileFormat } from '../../../contracts/exports';
import type { ExportType } from '../../../contracts/options';
import type { EventStore } from '../../../eventstore/event-store.port';
import { projectStreamId, type ProjectEvent } from '../../../projects/domain/project-events';
import { readProjectAtVersion } from '../../../projects/domain/restore';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, EVENT_STORE, KNEX, type Clock } from '../../../shared/tokens';
import { EXPORT_EVENT_SCHEMA_VERSION } from '../../domain/export-events';
import {
  assertPlanAllowsExport,
  exportCreated,
  exportFileNameOf,
  fileKindOf,
  type ExportNaming,
} from '../../domain/export-rules';
import { projectToExport } from '../../domain/project-to-export';
import { ExportCancelled, prepareExportFile, type ExportFile } from './export-file';

export class CreateExportCommand extends Command<CommandResult<ExportFile>> {
  constructor(
    readonly userId: string,
    readonly projectId: string,
    readonly exportType: ExportType,
    readonly format?: ExportFileFormat,
    readonly naming: ExportNaming = 'package',
    /** A history entry's version to export instead of the current one. */
    readonly version?: number,
    /** Aborted when the client goes away: the render stops and the export is not counted. */
    readonly signal?: AbortSignal,
  ) {
    super();
  }
}

/**
 * One export (issue 5): the project folded from its stream, the plan in effect (billing's accessOf,
 * trial included), then 'exports.export-created' appended to the project stream together with the
 * month's 'billing.usage-counted' (UsageMeter.count): parallel exports can never pass the monthly
 * limit together. The answer is the file to send; the gateway waits for the read models first, so
 * exportCount and exportsThisMonth are current by the time the download starts.
 */
@CommandHandler(CreateExportCommand)
export class CreateExportHandler implements ICommandHandler<CreateExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly usage: UsageMeter,
  ) {}

  async execute({
    userId,
    projectId,
    exportType,
    format,
    naming,
    version: atVersion,
    signal,
  }: CreateExportCommand): Promise<CommandResult<ExportFile>> {
    const now = this.clock.now();
    const kind = fileKindOf(exportType, format);
    const streamId = projectStreamId(projectId);
    const stored = await this.store.readStream(streamId);
    const state = readProjectAtVersion(stored as unknown as ProjectEvent[], userId, atVersion);
    const upTo = atVersion ?? stored.length;
    const { project, version, builtFrom } = projectToExport(stored.slice(0, upTo), state);
    const plan = await accessOf(this.knex, userId, now);
    assertPlanAllowsExport(plan, exportType);
    // Fails early, before any rendering; the count below is what holds under concurrency.
    await this.usage.assertRemaining(userId, 'exports', plan.limits, now);

    const fileName = exportFileNameOf(project, exportType, kind, now, naming);
    // The documents carry the time of the version they show, not of the download: re-exporting a
    // version gives byte-identical files, and manifest.json says what they were built from.
    const file = await prepareExportFile(project, exportType, kind, fileName, {
      now: new Date(builtFrom.versionAt),
      builtFrom,
      signal,
    });
    if (signal?.aborted) {
      await file.discard();
      throw new ExportCancelled();
    }
    const counted = await this.usage
      .count(userId, 'exports', plan.limits, now, (usedAfter) => {
        const event = exportCreated({
          userId,
          projectId,
          projectVersion: version,
          exportType,
          kind,
          fileName,
          tier: plan.tier,
          now,
          period: periodKey(now),
          exportsThisMonth: usedAfter,
          exportLimit: limitOf(plan.limits, 'exports'),
        });
        return [
          {
            streamId,
            expectedVersion: 'any',
            events: [{ type: event.type, schemaVersion: EXPORT_EVENT_SCHEMA_VERSION, data: event.data }],
          },
        ];
      })
      .catch(async (error: unknown) => {
        await file.discard();
        throw error;
      });
    return result(file, counted.position);
  }
}
