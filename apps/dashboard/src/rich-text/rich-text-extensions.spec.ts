import { generateJSON } from '@tiptap/core';
import { richTextSchema } from '@schoolpage/content-contract';
import { richTextExtensions } from './rich-text-extensions';

/** What Word puts on the clipboard (trimmed): its own classes, styles, fonts, colours and conditional comments. */
const FROM_WORD = `
<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body lang=EN-IN style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='mso-margin-top-alt:auto;font-size:24.0pt;color:#2F5496'><span style='font-family:"Calibri Light"'>Fee structure 2026</span></h1>
<p class=MsoNormal style='color:red;font-size:14pt'><b><span style='font-family:Arial'>Term fees</span></b> are due on <i>1 April</i>. See <a href="https://school.example.in/fees" style='color:#0563C1'>the fee page</a>.</p>
<ul style='margin-top:0cm'><li class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='font-size:11pt'>Tuition</span></li><li>Transport</li></ul>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=200 style='background:yellow'><p class=MsoNormal>Class</p></td><td><p>Fee</p></td></tr></table>
<p><a href="javascript:alert(1)" onclick="alert(2)">click</a><span style='font-family:Wingdings'>Ø</span></p>
<!--EndFragment-->
</body></html>`;

/** What Google Docs puts on the clipboard: spans with inline styles inside a wrapping <b>. */
const FROM_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt"><span style="font-size:16pt;font-family:Arial;color:#000000;font-weight:400">Transport routes</span></h2><ol style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:decimal;font-size:11pt"><p dir="ltr" role="presentation"><span style="font-size:11pt;font-family:Arial;color:#ff0000;">Route 1: Jayanagar</span></p></li></ol></b>`;

describe('pasting into the editor', () => {
  const extensions = richTextExtensions();

  it('keeps the structure of Word text (heading, bold, italic, link, list, table) and drops its styling', () => {
    const document = richTextSchema.parse(generateJSON(FROM_WORD, extensions));
    const json = JSON.stringify(document);
    expect(document.content.map((node) => node.type)).toEqual(['heading', 'paragraph', 'bulletList', 'table', 'paragraph']);
    expect(document.content[0]).toMatchObject({ attrs: { level: 2 } });
    expect(json).toContain('"type":"bold"');
    expect(json).toContain('"type":"italic"');
    expect(json).toContain('{"type":"link","attrs":{"href":"https://school.example.in/fees"}}');
    expect(json).not.toMatch(/style|font|color|Mso|Calibri|onclick|javascript/i);
  });

  it('keeps the structure of Google Docs text and drops its styling', () => {
    const document = richTextSchema.parse(generateJSON(FROM_DOCS, extensions));
    expect(JSON.stringify(document)).toBe(
      JSON.stringify({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Transport routes' }] },
          { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Route 1: Jayanagar' }] }] }] },
        ],
      }),
    );
  });
});
