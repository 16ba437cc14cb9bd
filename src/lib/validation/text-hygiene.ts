import { z } from 'zod';
import type { Violation } from '../contracts/error-body';

/**
 * Characters no text of the product may hold (decision record 0021). Shared by the server's input entry
 * (JSON bodies, query strings, multipart fields, headers) and the zod schemas of the browser forms.
 *
 * - Everywhere: NUL (PostgreSQL refuses it in text), a lone surrogate (cannot be encoded as UTF-8), the other
 *   C0 controls except tab, line feed and carriage return, DEL and the C1 controls.
 * - In single-line fields (names, e-mails, codes, tokens, slugs, query parameters, header values) also tab, line
 *   feed and carriage return, and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 *   U+2066-U+2069), which can make a name read backwards. Multi-line text (messages, comments, KYC long
 *   answers) keeps them; a schema marks such a field with `multiLine`.
 */
export type UnsafeKind = 'nul' | 'surrogate' | 'control' | 'line-break' | 'bidi';

/** The i18n key of the violation message (validation.unsafeCharacters in pl.json/en.json). */
export const UNSAFE_CHARACTERS_KEY = 'validation.unsafeCharacters';

// One scan per string: the common case (plain text) is a single regex test that finds nothing.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const ALWAYS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

/** What a single UTF-16 code unit (not a surrogate) is, when it is unsafe in single-line text. */
function kindOf(code: number): UnsafeKind | undefined {
  if (code === 0) return 'nul';
  if (code === 0x09 || code === 0x0a || code === 0x0d) return 'line-break';
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return 'control';
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return 'bidi';
  return undefined;
}

/**
 * The first unsafe character of a text, or undefined: `refuse` says which kinds count. Surrogates count only when
 * lone: a well-formed pair (an emoji) is a normal character.
 */
function firstUnsafe(value: string, refuse: (kind: UnsafeKind) => boolean): UnsafeKind | undefined {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
      else if (refuse('surrogate')) return 'surrogate';
      continue;
    }
    const kind = kindOf(code);
    if (kind && refuse(kind)) return kind;
  }
  return undefined;
}

const inMultiLine = (kind: UnsafeKind) => kind !== 'line-break' && kind !== 'bidi';
const anyKind = () => true;
const unstorable = (kind: UnsafeKind) => kind === 'nul' || kind === 'surrogate';

/** The first thing wrong with a text, or undefined when it is fine (a single regex test for plain text). */
export function unsafeCharacter(value: string, options: { multiLine?: boolean } = {}): UnsafeKind | undefined {
  const pattern = options.multiLine ? ALWAYS : SINGLE_LINE;
  if (!pattern.test(value)) return undefined;
  return firstUnsafe(value, options.multiLine ? inMultiLine : anyKind);
}

/**
 * Whether a text can be stored at all: no NUL and no lone surrogate. For texts that are cleaned rather than
 * refused (an uploaded file's name: control and bidirectional characters are stripped from it, decision 0024).
 */
export function unstorableCharacter(value: string): 'nul' | 'surrogate' | undefined {
  return firstUnsafe(value, unstorable) as 'nul' | 'surrogate' | undefined;
}

/** A name that is safe to echo in a violation's property path: unsafe characters as U+FFFD. */
export function printable(name: string): string {
  let out = '';
  for (const char of name) out += unsafeCharacter(char) ? '\ufffd' : char;
  return out;
}

/** The violation naming a field whose value (or name) holds an unsafe character. */
export function unsafeViolation(propertyPath: string): Violation {
  // Title and message are the i18n key (the client translates either); the value itself is never echoed.
  return { propertyPath: printable(propertyPath), title: UNSAFE_CHARACTERS_KEY, message: UNSAFE_CHARACTERS_KEY };
}

/** "hosts[1]", "texts.pl.title": the property path style of the spec's violations. */
function pathText(path: Path): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    '',
  );
}

type Path = readonly (string | number)[];
/** A position in the walked value: its key and its parent's node (built into a path only when needed). */
interface Node {
  key: string | number;
  parent: Node | undefined;
}

function pathOfNode(node: Node | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let n = node; n; n = n.parent) path.push(n.key);
  return path.reverse();
}

/**
 * Every string of a parsed JSON value (object keys too) holding an unsafe character, as violations naming its
 * property path; at most `limit` of them. `isMultiLine(path)` says which values may hold tabs and line breaks
 * (keys never may). Iterative and without copying paths, so a deeply nested body costs linear time.
 */
export function unsafeStrings(
  value: unknown,
  isMultiLine: (path: Path) => boolean = () => false,
  limit = 20,
): Violation[] {
  const found: Violation[] = [];
  const report = (node: Node | undefined) => found.push(unsafeViolation(pathText(pathOfNode(node))));
  const stack: Array<{ value: unknown; node: Node | undefined }> = [{ value, node: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const { value: current, node } = stack.pop()!;
    if (typeof current === 'string') {
      let kind = unsafeCharacter(current);
      if ((kind === 'line-break' || kind === 'bidi') && isMultiLine(pathOfNode(node)))
        kind = unsafeCharacter(current, { multiLine: true });
      if (kind) report(node);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], node: { key: i, parent: node } });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child: Node = { key, parent: node };
        const kind = unsafeCharacter(key);
        if (kind) report(child);
        else stack.push({ value: (current as Record<string, unknown>)[key], node: child });
      }
    }
  }
  return found.slice(0, limit);
}

// ---------------------------------------------------------------------------------------------------------
// Multi-line fields: marked in the shared schemas, found again by the server's entry check.

/** Schemas of multi-line text. Registered by `multiLine`; `multiLineAt` looks them up. */
const multiLineTexts = z.registry<{ multiLine: true }>();

/** Marks a text schema as multi-line: tab and line breaks allowed; still no NUL, lone surrogate or other control. */
export function multiLine<S extends z.ZodType<string | null | undefined>>(schema: S): S {
  const checked = schema.refine((value) => typeof value !== 'string' || !unsafeCharacter(value, { multiLine: true }), {
    error: UNSAFE_CHARACTERS_KEY,
  });
  multiLineTexts.add(checked, { multiLine: true });
  return checked;
}

/**
 * A single-line text check for the shared schemas (names, e-mails, codes): the form refuses what the server does.
 * It aborts, so a later format check of the same field does not report too.
 */
export function singleLine<S extends z.ZodType<string | null | undefined>>(schema: S): S {
  return schema.refine((value) => typeof value !== 'string' || !unsafeCharacter(value), {
    error: UNSAFE_CHARACTERS_KEY,
    abort: true,
  });
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/** The schemas a wrapper, pipe, lazy, union or intersection stands for; undefined for any other schema. */
function innerSchemas(def: Def): z.ZodType[] | undefined {
  if (WRAPPERS.has(def.type)) return [def.innerType as z.ZodType];
  switch (def.type) {
    case 'pipe':
      return [def.in as z.ZodType];
    case 'lazy':
      return [(def.getter as () => z.ZodType)()];
    case 'union':
      return def.options as z.ZodType[];
    case 'intersection':
      return [def.left as z.ZodType, def.right as z.ZodType];
    default:
      return undefined;
  }
}

/** The schemas a value at `key` of a value matched by `schema` is checked with (several for unions). */
function childSchemas(schema: z.ZodType, key: string | number, depth = 0): z.ZodType[] {
  const def = defOf(schema);
  if (!def || depth > 20) return [];
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const child =
        typeof key === 'string' && Object.hasOwn(shape, key) ? shape[key] : (def.catchall as z.ZodType | undefined);
      return child ? [child] : [];
    }
    case 'array':
      return typeof key === 'number' ? [def.element as z.ZodType] : [];
    case 'tuple':
      return typeof key === 'number' && (def.items as z.ZodType[])[key] ? [(def.items as z.ZodType[])[key]!] : [];
    case 'record':
      return [def.valueType as z.ZodType];
    default:
      return (innerSchemas(def) ?? []).flatMap((inner) => childSchemas(inner, key, depth + 1));
  }
}

/** Whether `schema` itself (under optional, nullable, default, pipe... wrappers, or any union member) is multi-line. */
function isMultiLine(schema: z.ZodType, depth = 0): boolean {
  if (multiLineTexts.has(schema)) return true;
  const def = defOf(schema);
  if (!def || depth > 20) return false;
  return (innerSchemas(def) ?? []).some((inner) => isMultiLine(inner, depth + 1));
}

/** Whether the value at `path` of an input to `schema` is multi-line text. Unknown paths are single-line. */
export function multiLineAt(schema: z.ZodType | undefined, path: readonly (string | number)[]): boolean {
  if (!schema) return false;
  let current: z.ZodType[] = [schema];
  for (const key of path) {
    current = current.flatMap((s) => childSchemas(s, key));
    if (current.length === 0) return false;
  }
  return current.some((s) => isMultiLine(s));
}
