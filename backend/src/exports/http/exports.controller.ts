import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  completeExportRequestSchema,
  exportRequestSchema,
  exportTypeParamSchema,
} from '../../contracts/exports';
import { projectIdSchema } from '../../contracts/projects';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser } from '../../shared/http/auth';
import { ProjectNotFound } from '../../projects/domain/project-errors';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { parseOrThrow } from '../../shared/http/validation';
import { CreateExportCommand } from '../commands/create-export/create-export.handler';
import { ExportCancelled, type ExportFile } from '../commands/create-export/export-file';
import { SvgRenderCancelled } from '../rendering/logo/svg-render-pool';
import { CompleteExportRequestDto, ExportRequestDto } from './exports.dto';
import { sendExportFile } from './send-export-file';

/** An id that is not a uuid cannot name a project: 404 like any unknown id. */
function projectId(id: string): string {
  if (!projectIdSchema.safeParse(id).success) throw new ProjectNotFound();
  return id.toLowerCase();
}

const fileResponse = {
  description: 'The file, as an attachment named by the package name and date',
  content: {
    'application/zip': { schema: { type: 'string' as const, format: 'binary' } },
    'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
    'text/markdown': { schema: { type: 'string' as const } },
  },
};

/** 'PDF', 'markdown' and 'Complete' are the formats pdf, md and complete. */
function formatSpellings(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { format } = body as { format?: unknown };
  if (typeof format !== 'string') return body;
  const lower = format.trim().toLowerCase().replace(/^\./, '');
  return { ...body, format: lower === 'markdown' ? 'md' : lower };
}

/**
 * Downloads of a project. Refusals are JSON: 400 bad type
 * or format, 403 plan or monthly limit (with the limit), 404 project not found.
 */
@ApiTags('exports')
@Controller('export')
export class ExportsController {
  constructor(private readonly commands: CommandGateway) {}

  @Post(':projectId/:exportType')
  @ApiBody({ type: ExportRequestDto, required: false })
  @ApiProduces('application/zip', 'application/pdf', 'text/markdown')
  @ApiOkResponse(fileResponse)
  async export(
    @CurrentUser() user: AuthUser,
    @Param('projectId') id: string,
    @Param('exportType') type: string,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { exportType } = parseOrThrow(exportTypeParamSchema, { exportType: type });
    const { format, version } = parseOrThrow(exportRequestSchema, formatSpellings(body ?? {}));
    await exportUnlessCancelled(res, (signal) =>
      this.commands.execute<ExportFile>(
        new CreateExportCommand(user.id, projectId(id), exportType, format, 'package', version, signal),
      ),
    );
  }

  /** The complete package as project-{id}-export.zip (body { format: 'complete' }). */
  @Post(':projectId')
  @ApiBody({ type: CompleteExportRequestDto })
  @ApiProduces('application/zip')
  @ApiOkResponse(fileResponse)
  async exportComplete(
    @CurrentUser() user: AuthUser,
    @Param('projectId') id: string,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { version } = parseOrThrow(completeExportRequestSchema, formatSpellings(body ?? {}));
    await exportUnlessCancelled(res, (signal) =>
      this.commands.execute<ExportFile>(
        new CreateExportCommand(
          user.id,
          projectId(id),
          'complete-package',
          undefined,
          'project-id',
          version,
          signal,
        ),
      ),
    );
  }
}

/**
 * Renders and sends an export; when the client goes away first (its connection closes before the
 * answer is complete), the render stops and nothing is counted or sent (issue 17).
 */
async function exportUnlessCancelled(
  reply: FastifyReply,
  create: (signal: AbortSignal) => Promise<ExportFile>,
): Promise<void> {
  const res = reply.raw;
  const cancel = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) cancel.abort();
  };
  res.on('close', onClose);
  try {
    const file = await create(cancel.signal);
    // The file is streamed on the raw response; a refusal before this point is answered by the
    // exception filter through the reply.
    reply.hijack();
    await sendExportFile(file, res);
  } catch (error) {
    if (cancel.signal.aborted && isCancellation(error)) return;
    throw error;
  } finally {
    res.off('close', onClose);
  }
}

function isCancellation(error: unknown): boolean {
  return error instanceof ExportCancelled || error instanceof SvgRenderCancelled;
}
