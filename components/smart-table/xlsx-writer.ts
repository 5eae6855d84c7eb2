// A streaming .xlsx writer for the export (spec 001 §9): one sheet, the first row bold, strings shared,
// a column's numbers (amounts, dates) shown through its number format. Each row becomes sheet XML as it
// arrives and is deflated at once by the platform's CompressionStream (native code), as are the shared
// strings, so finishing only closes the streams and writes the zip's directory. exceljs built the whole
// workbook in memory and zipped it in JavaScript at the end: seconds for 100,000 rows, after every row had
// been read.

export type SheetCell = string | number | boolean | null;

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width: number;
  /** The Excel number format of the column's number cells (e.g. dd-mm-yyyy); none: General. */
  numberFormat?: string | undefined;
}

const encoder = new TextEncoder();

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function updateCrc(crc: number, bytes: Uint8Array): number {
  let c = crc ^ 0xffffffff;
  for (let index = 0; index < bytes.length; index++) c = CRC_TABLE[(c ^ bytes[index]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One zip entry, deflated as its text is written. */
class DeflatedEntry {
  crc = 0;
  size = 0;
  private readonly chunks: Uint8Array[] = [];
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly drained: Promise<void>;
  private pending = '';

  constructor(readonly name: string) {
    const stream = new CompressionStream('deflate-raw');
    this.writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    this.drained = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        this.chunks.push(value);
      }
    })();
    // Failures surface from close(); unhandled here they would be reported twice.
    this.drained.catch(() => undefined);
  }

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= 1 << 16) this.flush();
  }

  private flush(): void {
    if (!this.pending) return;
    const bytes = encoder.encode(this.pending);
    this.pending = '';
    this.crc = updateCrc(this.crc, bytes);
    this.size += bytes.length;
    this.writer.write(bytes).catch(() => undefined);
  }

  /** The deflated bytes, once all text is written. */
  async close(): Promise<Uint8Array[]> {
    this.flush();
    await this.writer.close();
    await this.drained;
    return this.chunks;
  }

  abort(): void {
    this.writer.abort().catch(() => undefined);
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_TYPE = 'application/vnd.openxmlformats-officedocument';

// Characters XML 1.0 cannot hold at all are dropped; the markup characters are escaped.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function xmlText(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (char) => XML_ESCAPES[char]!);
}

/** A, B, … Z, AA, AB …: the column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function staticParts(sheetName: string, styles: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${OFFICE_TYPE}.spreadsheetml.sharedStrings+xml"/>` +
      `</Types>`,
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
      `<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': styles,
  };
}

/** Ids from 164 on are the workbook's own number formats; those below are Excel's built-in ones. */
const FIRST_CUSTOM_FORMAT = 164;
/** Cell style 0 is the default (Calibri 11), 1 the same in bold for the header row; number formats follow. */
const FIRST_FORMAT_STYLE = 2;

/** styles.xml, with one cell style per number format, in order. */
function stylesXml(numberFormats: readonly string[]): string {
  const formats = numberFormats
    .map(
      (format, index) =>
        `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${xmlText(format)}"/>`,
    )
    .join('');
  const formatStyles = numberFormats
    .map(
      (_format, index) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (numberFormats.length ? `<numFmts count="${numberFormats.length}">${formats}</numFmts>` : '') +
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
    `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="${FIRST_FORMAT_STYLE + numberFormats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatStyles}</cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`
  );
}

export interface SheetWriter {
  addRows(rows: readonly (readonly SheetCell[])[]): void;
  /** The .xlsx file's bytes. */
  finish(): Promise<Uint8Array>;
  abort(): void;
}

/** Starts a workbook of one sheet: the columns' headers are its first row, in bold. */
export function startSheet(sheetName: string, columns: readonly SheetColumn[]): SheetWriter {
  const sheet = new DeflatedEntry('xl/worksheets/sheet1.xml');
  const strings = new DeflatedEntry('xl/sharedStrings.xml');
  const shared = new Map<string, number>();
  const letters = columns.map((_column, index) => columnLetters(index));
  // Each distinct number format once; a column's number cells carry its style, worked out here once.
  const numberFormats = [...new Set(columns.flatMap((column) => column.numberFormat ?? []))];
  const numberStyles = columns.map((column) =>
    column.numberFormat === undefined
      ? ''
      : ` s="${FIRST_FORMAT_STYLE + numberFormats.indexOf(column.numberFormat)}"`,
  );
  const headerStyles = columns.map(() => ' s="1"');
  let rowNumber = 0;

  const stringIndex = (text: string): number => {
    let index = shared.get(text);
    if (index === undefined) {
      index = shared.size;
      shared.set(text, index);
      strings.write(`<si><t xml:space="preserve">${xmlText(text)}</t></si>`);
    }
    return index;
  };

  /** `textStyle` goes on text and booleans, `styles[column]` on numbers. */
  const writeRow = (cells: readonly SheetCell[], textStyle: string, styles: readonly string[]) => {
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    for (let column = 0; column < cells.length; column++) {
      const value = cells[column];
      if (value === null || value === undefined) continue;
      const ref = `${letters[column] ?? columnLetters(column)}${rowNumber}`;
      if (typeof value === 'number' && Number.isFinite(value))
        xml += `<c r="${ref}"${styles[column] ?? ''}><v>${value}</v></c>`;
      else if (typeof value === 'boolean')
        xml += `<c r="${ref}"${textStyle} t="b"><v>${value ? 1 : 0}</v></c>`;
      else xml += `<c r="${ref}"${textStyle} t="s"><v>${stringIndex(String(value))}</v></c>`;
    }
    sheet.write(`${xml}</row>`);
  };

  strings.write(`${XML_HEAD}<sst xmlns="${MAIN_NS}">`);
  sheet.write(
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetFormatPr defaultRowHeight="15"/><cols>` +
      columns
        .map(
          ({ width }, index) =>
            `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
        )
        .join('') +
      `</cols><sheetData>`,
  );
  writeRow(
    columns.map((column) => column.header),
    ' s="1"',
    headerStyles,
  );

  return {
    addRows(rows) {
      for (const row of rows) writeRow(row, '', numberStyles);
    },
    async finish() {
      sheet.write(
        `</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`,
      );
      strings.write('</sst>');
      const entries: DeflatedEntry[] = [];
      for (const [name, text] of Object.entries(staticParts(sheetName, stylesXml(numberFormats)))) {
        const entry = new DeflatedEntry(name);
        entry.write(text);
        entries.push(entry);
      }
      entries.push(sheet, strings);
      return zip(await Promise.all(entries.map(async (entry) => ({ entry, data: await entry.close() }))));
    },
    abort() {
      sheet.abort();
      strings.abort();
    },
  };
}

/** The zip container (deflated entries, no data descriptors: each entry's sizes are known by now). */
function zip(files: { entry: DeflatedEntry; data: Uint8Array[] }[]): Uint8Array {
  const names = files.map(({ entry }) => encoder.encode(entry.name));
  const compressed = files.map(({ data }) => data.reduce((sum, chunk) => sum + chunk.length, 0));
  const localSize = files.reduce(
    (sum, _file, index) => sum + 30 + names[index]!.length + compressed[index]!,
    0,
  );
  const centralSize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  // 1980-01-01 00:00, the zip format's earliest date: the file's bytes do not depend on the clock.
  const dosTime = 0;
  const dosDate = (1 << 5) | 1;
  let at = 0;
  const offsets: number[] = [];
  files.forEach(({ entry, data }, index) => {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 0, true);
    view.setUint16(at + 8, 8, true);
    view.setUint16(at + 10, dosTime, true);
    view.setUint16(at + 12, dosDate, true);
    view.setUint32(at + 14, entry.crc, true);
    view.setUint32(at + 18, compressed[index]!, true);
    view.setUint32(at + 22, entry.size, true);
    view.setUint16(at + 26, names[index]!.length, true);
    view.setUint16(at + 28, 0, true);
    out.set(names[index]!, at + 30);
    at += 30 + names[index]!.length;
    for (const chunk of data) {
      out.set(chunk, at);
      at += chunk.length;
    }
  });
  const centralStart = at;
  files.forEach(({ entry }, index) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, 0, true);
    view.setUint16(at + 10, 8, true);
    view.setUint16(at + 12, dosTime, true);
    view.setUint16(at + 14, dosDate, true);
    view.setUint32(at + 16, entry.crc, true);
    view.setUint32(at + 20, compressed[index]!, true);
    view.setUint32(at + 24, entry.size, true);
    view.setUint16(at + 28, names[index]!.length, true);
    // extra, comment, disk, internal and external attributes: 0
    view.setUint32(at + 42, offsets[index]!, true);
    out.set(names[index]!, at + 46);
    at += 46 + names[index]!.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, files.length, true);
  view.setUint16(at + 10, files.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  return out;
}
