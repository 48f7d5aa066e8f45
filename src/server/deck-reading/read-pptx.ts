import path from 'node:path';
import { Parser } from 'htmlparser2';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { collectDeckText } from './deck-pages.js';
import type { DeckText } from './deck-text.js';
import { foldLines } from './text-lines.js';

/** Parts of a presentation are small XML; anything bigger is a ZIP bomb, not a slide. */
const MAX_PART_BYTES = 5 * 1024 * 1024;
const MAX_READ_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
const PRESENTATION = 'ppt/presentation.xml';
const NOTES_SLIDE_TYPE = /\/notesSlide$/;
/** An element's or attribute's name without its prefix: producers may bind the OOXML namespaces to other prefixes. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
/** A slide id's relationship id: `r:id` by any prefix (its own `id` attribute is a number, unprefixed). */
const relationshipId = (attributes: Record<string, string>) =>
  Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
// Placeholders that repeat the page's furniture, not its words.
const FURNITURE_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);

/** The archive's entries by name, read from its central directory only, and their bytes on demand within the caps. */
class PresentationArchive {
  private bytesRead = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(file: Uint8Array): Promise<PresentationArchive> {
    const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    // validateEntrySizes: an entry that inflates to more or less than it declares is an error, so the caps below hold.
    const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true });
    const entries = new Map<string, Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (entries.size >= MAX_ENTRIES) return reject(new Error(`more than ${MAX_ENTRIES} entries`));
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
    return new PresentationArchive(zip, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  async read(name: string): Promise<string> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`${name} is missing`);
    if (entry.isEncrypted()) throw new Error(`${name} is encrypted`);
    this.bytesRead += entry.uncompressedSize;
    if (entry.uncompressedSize > MAX_PART_BYTES || this.bytesRead > MAX_READ_BYTES) {
      throw new Error(`${name} unpacks to ${entry.uncompressedSize} bytes, over the cap`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of await this.zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  close(): void {
    this.zip.close();
  }
}

/** Relationship id → target part name, resolved against the folder of the part the rels belong to. */
function relationships(xml: string, partName: string): Map<string, { type: string; target: string }> {
  const byId = new Map<string, { type: string; target: string }>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Id || !attributes.Target) return;
        const target = attributes.Target.startsWith('/')
          ? attributes.Target.slice(1)
          : path.posix.join(path.posix.dirname(partName), attributes.Target);
        byId.set(attributes.Id, { type: attributes.Type ?? '', target });
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return byId;
}

/** The rels part of a part: ppt/slides/slide3.xml → ppt/slides/_rels/slide3.xml.rels. */
const relsOf = (partName: string) => path.posix.join(path.posix.dirname(partName), '_rels', `${path.posix.basename(partName)}.rels`);

/** The r:id of each slide in presentation order (`<p:sldIdLst>`), which file names do not tell. */
function slideRelationshipIds(xml: string): string[] {
  const ids: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const id = localName(name) === 'sldId' ? relationshipId(attributes) : undefined;
        if (id) ids.push(id);
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return ids;
}

/** A slide's or notes page's text: one line per `<a:p>` (and `<a:br/>`), placeholders of page furniture left out. */
function paragraphsOf(xml: string): string[] {
  const lines: string[] = [];
  let line = '';
  let isInRun = false;
  // One flag per open shape: whether it is a furniture placeholder (slide number, date, footer).
  const shapes: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = localName(name);
        if (element === 'sp') shapes.push(false);
        else if (element === 'ph' && shapes.length > 0) shapes[shapes.length - 1] = FURNITURE_PLACEHOLDERS.has(attributes.type ?? '');
        else if (element === 't') isInRun = true;
        else if (element === 'br') line += '\n';
        else if (element === 'tab') line += ' ';
      },
      ontext(text) {
        if (isInRun && !shapes.at(-1)) line += text;
      },
      onclosetag(name) {
        const element = localName(name);
        if (element === 'sp') shapes.pop();
        else if (element === 't') isInRun = false;
        else if (element === 'p') {
          lines.push(...line.split('\n'));
          line = '';
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return lines;
}

/** A PPTX's slides in presentation order with their speaker notes, as DeckText. */
export async function readPptx(file: Uint8Array): Promise<DeckText> {
  const archive = await PresentationArchive.open(file);
  try {
    const presentationRels = relationships(await archive.read(relsOf(PRESENTATION)), PRESENTATION);
    const slideIds = slideRelationshipIds(await archive.read(PRESENTATION));
    return await collectDeckText({
      pageCount: slideIds.length,
      readPage: async (number) => {
        const slide = presentationRels.get(slideIds[number - 1]!);
        if (!slide) throw new Error(`slide ${number} has no relationship`);
        const text = foldLines(paragraphsOf(await archive.read(slide.target)));
        const slideRels = archive.has(relsOf(slide.target))
          ? relationships(await archive.read(relsOf(slide.target)), slide.target)
          : new Map<string, { type: string; target: string }>();
        const notesSlide = [...slideRels.values()].find((rel) => NOTES_SLIDE_TYPE.test(rel.type));
        const notes = notesSlide ? foldLines(paragraphsOf(await archive.read(notesSlide.target))) : '';
        return { text, notes };
      },
    });
  } finally {
    archive.close();
  }
}
