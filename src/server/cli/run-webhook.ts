// `webhook ...`: integrators' endpoints of a landing (decision 0040). The secret is printed once, at `add`.
import type { JobQueue } from '../jobs/job-queue';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { systemClock } from '../clock';
import {
  addWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  replayWebhookDelivery,
  webhookDeliveryLog,
  WebhookInputError,
} from '../webhooks/webhook-endpoints';
import type { CliIo } from './run-cli';
import { landingOfHost } from './run-person';
import type { WebhookCommand } from './webhook-args';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

interface Deps {
  database: Database;
  env: Env;
  io: CliIo;
  jobs: JobQueue;
}

async function run(command: WebhookCommand, deps: Deps, landingId: string): Promise<void> {
  const service = { ...deps, clock: systemClock };
  const out = (value: unknown, text: string, json: boolean) =>
    deps.io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : text);
  switch (command.action) {
    case 'add': {
      const { endpoint, secret } = await addWebhookEndpoint(service, {
        landingId,
        url: command.url,
        events: command.events,
      });
      const shown = { id: endpoint.id, url: endpoint.url, events: endpoint.events, secret };
      out(
        shown,
        `Added webhook endpoint ${endpoint.id}\n  url     ${endpoint.url}\n  events  ${endpoint.events.join(', ')}\n` +
          `  secret  ${secret}\nKeep the secret now: it is not shown again (verify signatures with it).\n`,
        command.json,
      );
      return;
    }
    case 'list': {
      const rows = await listWebhookEndpoints(service, landingId);
      const shown = rows.map((r) => ({ id: r.id, url: r.url, events: r.events, createdAt: r.createdAt }));
      const text = shown.length
        ? shown.map((r) => `${r.id}  ${r.url}\n    ${r.events.join(', ')}`).join('\n') + '\n'
        : 'No webhook endpoints.\n';
      out(shown, text, command.json);
      return;
    }
    case 'remove':
      await removeWebhookEndpoint(service, landingId, command.id);
      deps.io.stdout(`Removed webhook endpoint ${command.id} (its delivery log is kept).\n`);
      return;
    case 'deliveries': {
      const rows = await webhookDeliveryLog(service, landingId, command.id, command.limit);
      const text = rows.length
        ? rows
            .map(
              (r) =>
                `${r.id}  ${r.event}  ${r.status}  attempts ${r.attempts}` +
                `${r.lastStatusCode ? `  last ${r.lastStatusCode}` : ''}${r.lastError ? `  ${r.lastError}` : ''}`,
            )
            .join('\n') + '\n'
        : 'No deliveries.\n';
      out(rows, text, command.json);
      return;
    }
    case 'replay': {
      const row = await replayWebhookDelivery(service, landingId, command.id);
      deps.io.stdout(`Delivery ${row.id} queued again (same webhook-id).\n`);
      return;
    }
  }
}

export async function runWebhookCommand(command: WebhookCommand, deps: Deps): Promise<number> {
  try {
    const landing = await landingOfHost(deps.database, command.host);
    await run(command, deps, landing.id);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof WebhookInputError) {
      deps.io.stderr(`Error: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
