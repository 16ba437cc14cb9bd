import { XMLValidator } from 'fast-xml-parser';

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

/** The five entities XML predefines and character references ("&#261;", "&#x105;"), decoded in one pass. */
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const character = (code: number, written: string) =>
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : written;
const decodeEntities = (text: string) =>
  text.includes('&')
    ? text.replace(/&(lt|gt|amp|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/g, (written, name: string) =>
        name.startsWith('#x')
          ? character(parseInt(name.slice(2), 16), written)
          : name.startsWith('#')
            ? character(Number(name.slice(1)), written)
            : ENTITIES[name]!,
      )
    : text;

/** A name without its namespace prefix ("ns:Ntry" -> "Ntry"). */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 || name.includes(':', colon + 1) ? name : name.slice(colon + 1);
};

interface Open {
  name: string;
  node: XmlNode;
  text: string;
  children: number;
  attributes: number;
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** An element's attributes ("@name", namespace prefixes left out, xmlns declarations dropped) into its node. */
function readAttributes(source: string, open: Open): void {
  for (const [, name = '', double, single] of source.matchAll(ATTRIBUTE)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    open.node[`@${localName(name)}`] = decodeEntities((double ?? single ?? '').trim());
    open.attributes += 1;
  }
}

/** Where the tag that starts at `from` ends (its ">"), quotes respected. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let i = from; i < xml.length; i++) {
    const char = xml[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return xml.length;
}

/** Whether xml[from, to) is only ASCII blanks (most text between elements): no string made to find out. */
function blank(xml: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (xml.charCodeAt(i) > 32) return false;
  return true;
}

/** Where an element's name that starts at `from` ends: at a blank, a "/" or `to`. */
function nameEndOf(xml: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const code = xml.charCodeAt(i);
    if (code <= 32 || code === 47) return i;
  }
  return to;
}

const newNode = (): XmlNode => Object.create(null) as XmlNode;

/** A closed element's value: its text alone (a string, '' when empty), or its node of children and attributes. */
function valueOf(open: Open): unknown {
  if (open.children === 0 && open.attributes === 0) return open.text;
  if (open.text !== '') open.node['#text'] = open.text;
  return open.node;
}

function addChild(parent: Open, name: string, value: unknown, repeating: ReadonlySet<string>): void {
  parent.children += 1;
  const existing = parent.node[name];
  if (existing === undefined) parent.node[name] = repeating.has(name) ? [value] : value;
  else if (Array.isArray(existing)) existing.push(value);
  else parent.node[name] = [existing, value];
}

/**
 * The tree of a well-formed document (wellFormedOrThrow passed), the shape fast-xml-parser gives with the options this
 * module used before (attributes as "@name", local names, text trimmed and its XML entities decoded, CDATA as is,
 * a repeating element always an array, a repeated one an array; the XML declaration and processing instructions left
 * out), read in one pass: fast-xml-parser took a second and more for a 10,000-entry statement (xml-tree.test.ts).
 * Nodes have no prototype, so no element name reaches Object.prototype (fast-xml-parser threw on "__proto__": a 500).
 */
function buildTree(xml: string, repeating: ReadonlySet<string>): XmlNode {
  const root: Open = { name: '', node: newNode(), text: '', children: 0, attributes: 0 };
  const stack: Open[] = [root];
  let i = 0;
  while (i < xml.length) {
    const current = stack[stack.length - 1]!;
    const lt = xml.indexOf('<', i);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > i && !blank(xml, i, textEnd)) {
      const text = xml.slice(i, textEnd).trim();
      if (text) current.text += decodeEntities(text);
    }
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) i = xml.indexOf('-->', lt + 4) + 3;
    else if (xml.startsWith('<![CDATA[', lt)) {
      const close = xml.indexOf(']]>', lt + 9);
      current.text += xml.slice(lt + 9, close);
      i = close + 3;
    } else if (xml[lt + 1] === '?') i = xml.indexOf('?>', lt + 2) + 2;
    else if (xml[lt + 1] === '!') i = tagEnd(xml, lt + 2) + 1;
    else if (xml[lt + 1] === '/') {
      stack.pop();
      addChild(stack[stack.length - 1]!, current.name, valueOf(current), repeating);
      i = xml.indexOf('>', lt + 2) + 1;
    } else {
      const end = tagEnd(xml, lt + 1);
      const selfClosing = xml[end - 1] === '/';
      const last = selfClosing ? end - 1 : end;
      const nameEnd = nameEndOf(xml, lt + 1, last);
      const open: Open = {
        name: localName(xml.slice(lt + 1, nameEnd)),
        node: newNode(),
        text: '',
        children: 0,
        attributes: 0,
      };
      if (nameEnd < last) readAttributes(xml.slice(nameEnd, last), open);
      if (selfClosing) addChild(current, open.name, valueOf(open), repeating);
      else stack.push(open);
      i = end + 1;
    }
  }
  return root.node;
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
  return buildTree(xml, repeating);
}
