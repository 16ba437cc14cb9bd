// Pieces the command lines of the admin CLI share: the action after a group's word, node:util's parseArgs with
// its errors as usage errors, and flags that copy their value into a change as they are.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error';

/**
 * The action of `group` when it is one of `actions`; else a usage error: the unknown action, or the choices
 * ("list, create or update") when there is none.
 */
export function actionOf<A extends string>(
  group: string,
  action: string | undefined,
  actions: readonly A[],
  choices: string,
): A {
  if ((actions as readonly (string | undefined)[]).includes(action)) return action as A;
  throw new UsageError(action ? `Unknown ${group} command "${action}"` : `${group} needs a command: ${choices}`);
}

/** parseArgs, strict, with its error (the first line of it) as a usage error. */
export function parseOptions<O extends NonNullable<ParseArgsConfig['options']>, P extends boolean>(
  args: string[],
  options: O,
  allowPositionals: P,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
}

/** Copies each flag's value, when given, into `change` under its field, in the table's order. */
export function copyFlags<F extends string, K extends string>(
  values: Partial<Record<NoInfer<F>, unknown>>,
  fields: Readonly<Record<F, K>>,
  change: Partial<Record<K, unknown>>,
): void {
  for (const [flag, field] of Object.entries(fields) as [F, K][])
    if (values[flag] !== undefined) change[field] = values[flag];
}
