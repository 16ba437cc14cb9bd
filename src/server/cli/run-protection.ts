// `protection show|set|example-test`: a landing's investor protection (decision 0052): ECSPR's protections on or
// off, its entry knowledge test (a JSON file checked against the schema of src/lib/contracts/protection.ts) and the
// EUR rates of the warning threshold.
import { readFile } from 'node:fs/promises';
import {
  isScoredArea,
  knowledgeTestSchema,
  type KnowledgeTest,
  type ProtectionSettings,
} from '../../lib/contracts/protection';
import type { Database } from '../db/client';
import { propertyPath } from '../errors/validation-error';
import { DEFAULT_KNOWLEDGE_TEST } from '../protection/default-knowledge-test';
import { protectionOf, saveProtection } from '../protection/protection-settings';
import type { Clock } from '../runtime-types';
import type { ProtectionCommand } from './protection-args';
import { landingOfSlug } from './cli-landing';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';
import { cliPath } from './cli-files';

/** "10 questions (6 scored, 4 about the investor), pass mark 4". */
function testSummary(test: KnowledgeTest): string {
  const scored = test.questions.filter((question) => isScoredArea(question.area)).length;
  const about = test.questions.length - scored;
  return `${test.questions.length} questions (${scored} scored, ${about} about the investor), pass mark ${test.passMark}`;
}

const rate = (units: number) => (units / 10_000).toFixed(4).replace(/0{1,2}$/, '');

const describe = (s: ProtectionSettings) =>
  `Investor protection: ${s.mode === 'ecspr' ? 'ECSPR (Regulation (EU) 2020/1503)' : 'off'}\n` +
  `Entry knowledge test: ${s.test ? testSummary(s.test) : 'none'}\n` +
  `EUR rates: 1 EUR = ${rate(s.eurRates.PLN)} PLN = ${rate(s.eurRates.USD)} USD\n` +
  (s.mode === 'ecspr' && !s.test ? 'Warning: no test loaded, so investors cannot take it (set --test FILE)\n' : '');

async function readTest(file: string, io: CliIo) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(cliPath(file), 'utf8'));
  } catch (error) {
    io.stderr(`--test ${file}: ${error instanceof SyntaxError ? 'not JSON' : 'cannot be read'}\n`);
    return null;
  }
  const result = knowledgeTestSchema.safeParse(parsed);
  if (!result.success) {
    for (const issue of result.error.issues)
      io.stderr(`--test ${file}: ${propertyPath(issue.path) || '(file)'}: ${issue.message}\n`);
    return null;
  }
  return result.data;
}

export async function runProtectionCommand(
  command: ProtectionCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  if (command.action === 'example-test') {
    deps.io.stdout(`${JSON.stringify(DEFAULT_KNOWLEDGE_TEST, null, 2)}\n`);
    return EXIT_OK;
  }
  const db = deps.database.db;
  const landing = await landingOfSlug(db, deps.io, command.landing);
  if (!landing) return EXIT_USAGE;
  let settings = await protectionOf(db, landing.id);
  if (command.action === 'set') {
    const test = command.testFile ? await readTest(command.testFile, deps.io) : undefined;
    if (test === null) return EXIT_USAGE;
    settings = await saveProtection(db, deps.clock, landing.id, {
      ...(command.mode ? { mode: command.mode } : {}),
      ...(test ? { test } : {}),
      eurRates: { ...settings.eurRates, ...command.rates },
    });
  }
  deps.io.stdout(command.json ? `${JSON.stringify(settings, null, 2)}\n` : describe(settings));
  return EXIT_OK;
}
