// The XML tree camt.053 is read from: the shape fast-xml-parser gave (which the module used before its own reader; the
// XML declaration and processing instructions, which it kept as "?name" keys, left out),
// so the camt.053 mapping reads every file as before.
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from './xml-tree';

const REPEATING = new Set(['Ntry', 'Ustrd']);
const tree = (xml: string) => JSON.parse(JSON.stringify(parseXmlTree(xml, REPEATING))) as unknown;

describe('parseXmlTree', () => {
  it('keys elements by local name, attributes as "@name", text trimmed; xmlns declarations dropped', () => {
    expect(
      tree(
        `<?xml version="1.0" encoding="UTF-8"?>
<ns:Document xmlns:ns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns="urn:x">
  <ns:Amt ns:Ccy="PLN" Extra = ' 1 '>  12.50 </ns:Amt><Empty/><Blank></Blank><Flag On="y"/>
</ns:Document>`,
      ),
    ).toEqual({
      Document: { Amt: { '#text': '12.50', '@Ccy': 'PLN', '@Extra': '1' }, Empty: '', Blank: '', Flag: { '@On': 'y' } },
    });
  });

  it('makes repeating elements arrays always and repeated ones arrays when repeated', () => {
    expect(tree('<a><Ntry>1</Ntry><b>x</b><b>y</b><c><Ustrd>t</Ustrd></c></a>')).toEqual({
      a: { Ntry: ['1'], b: ['x', 'y'], c: { Ustrd: ['t'] } },
    });
  });

  it('decodes the five XML entities and character references once, CDATA as written, comments out', () => {
    expect(
      tree(
        '<a><b>&lt;&amp;&gt;&quot;&apos; &amp;lt; &#261;&#x15B; &amp;#261; &#xD800;</b>' +
          '<c x="a&amp;b">x<![CDATA[ &amp; <y> ]]><!-- no --></c></a>',
      ),
    ).toEqual({ a: { b: `<&>"' &lt; ąś &#261; &#xD800;`, c: { '#text': 'x &amp; <y> ', '@x': 'a&b' } } });
  });

  it('joins the text around child elements, each piece trimmed; ">" inside a quoted attribute is no tag end', () => {
    expect(tree(`<a q="1>2">  one <b>x</b> two </a>`)).toEqual({ a: { b: 'x', '#text': 'onetwo', '@q': '1>2' } });
  });

  it('takes element names of Object.prototype as plain keys', () => {
    const parsed = parseXmlTree('<a><__proto__>x</__proto__><constructor>y</constructor></a>', REPEATING);
    expect(Object.getPrototypeOf({})).not.toHaveProperty('x');
    expect((parsed.a as Record<string, unknown>)['constructor']).toBe('y');
  });
});
