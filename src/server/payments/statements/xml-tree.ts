import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { StatementError } from './types';

/** An element as fast-xml-parser gives it: child elements by local name, attributes as "@name", text as "#text". */
export type XmlNode = Record<string, unknown>;

const asNode = (value: unknown): XmlNode | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as XmlNode) : undefined;

/** Every occurrence of a repeating element (one, several or none). */
export function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The element at a path of local names, taking the first of any repeated one. */
export function at(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const name of path) {
    const node = asNode(all(current)[0]);
    if (!node) return undefined;
    current = node[name];
  }
  return all(current)[0];
}

/** An element's trimmed text ('' when absent). */
export function textOf(value: unknown): string {
  const first = all(value)[0];
  if (typeof first === 'string') return first.trim();
  if (typeof first === 'number') return String(first);
  const node = asNode(first);
  return node ? textOf(node['#text']) : '';
}

/** The text at a path, or null when it is absent or empty. */
export function textAt(value: unknown, ...path: string[]): string | null {
  return textOf(at(value, ...path)) || null;
}

/** An attribute of an element, or null. */
export function attributeOf(value: unknown, name: string): string | null {
  const node = asNode(all(value)[0]);
  return node ? textOf(node[`@${name}`]) || null : null;
}

function wellFormedOrThrow(xml: string): void {
  const valid = XMLValidator.validate(xml);
  if (valid === true) return;
  const { msg, line } = valid.err;
  const lines = xml.trimEnd().split('\n').length;
  // fast-xml-parser reports a file that stops before its elements close as "Unclosed tag" or as the stack of open
  // elements ("Invalid '[...]' found"); a malformed last line is a cut too.
  const truncated = /^Unclosed tag|^Invalid '\[/.test(msg) || line >= lines;
  throw new StatementError(
    truncated ? 'truncated' : 'invalid-xml',
    truncated ? 'the XML file ends early' : `not well-formed XML: ${msg}`,
    {
      line,
      message: msg,
    },
  );
}

/**
 * Parses XML into a tree by local names (namespace prefixes and the version's namespace left out). A DOCTYPE or an
 * ENTITY declaration is refused before parsing: statements declare none, and one could only point at local files
 * (XXE) or expand entities without end.
 */
export function parseXmlTree(xml: string, repeating: ReadonlySet<string>): XmlNode {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml))
    throw new StatementError('forbidden-dtd', 'the XML declares a DOCTYPE or entities');
  wellFormedOrThrow(xml);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    processEntities: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name, _path, _leaf, attribute) => !attribute && repeating.has(name),
  });
  return parser.parse(xml) as XmlNode;
}
