/** A form as a browser would submit it: where it posts and the fields it sends. */
export interface ParsedForm {
  readonly method: string;
  /** Absolute URL, resolved against the page's address. */
  readonly action: string;
  /** Hidden, text and checked radio/checkbox inputs. */
  readonly fields: Record<string, string>;
  /** Submit buttons with a name: the field each would add when clicked. */
  readonly buttons: readonly { readonly name: string; readonly value: string }[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references found in attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag (the text between the tag name and `>`). */
export function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    if (!(name in attributes)) attributes[name] = decodeEntities(raw);
  }
  return attributes;
}

/**
 * The first form of an HTML page, with the fields a browser would post. Enough for the plain
 * server-rendered forms of the payment sandbox; not a general HTML parser.
 */
export function parseFirstForm(html: string, pageUrl: string): ParsedForm | null {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return null;
  const formAttributes = parseAttributes(form[1] ?? '');
  const body = form[2] ?? '';
  const fields: Record<string, string> = {};
  const buttons: { name: string; value: string }[] = [];

  for (const input of body.matchAll(/<input\b([^>]*)>/gi)) {
    const attributes = parseAttributes(input[1] ?? '');
    const name = attributes['name'];
    if (!name || 'disabled' in attributes) continue;
    const type = (attributes['type'] ?? 'text').toLowerCase();
    const value = attributes['value'] ?? (type === 'checkbox' || type === 'radio' ? 'on' : '');
    if (type === 'submit' || type === 'image') buttons.push({ name, value });
    else if (type === 'radio' || type === 'checkbox') {
      if ('checked' in attributes && !(name in fields)) fields[name] = value;
    } else if (!(name in fields)) fields[name] = value;
  }
  for (const button of body.matchAll(/<button\b([^>]*)>/gi)) {
    const attributes = parseAttributes(button[1] ?? '');
    const type = (attributes['type'] ?? 'submit').toLowerCase();
    if (type === 'submit' && attributes['name']) {
      buttons.push({ name: attributes['name'], value: attributes['value'] ?? '' });
    }
  }

  return {
    method: (formAttributes['method'] ?? 'get').toLowerCase(),
    action: new URL(formAttributes['action'] ?? '', pageUrl).toString(),
    fields,
    buttons,
  };
}

/** The fields a browser posts when the named button is clicked; throws if there is none. */
export function submitWith(form: ParsedForm, buttonValue: string): Record<string, string> {
  const button = form.buttons.find((candidate) => candidate.value === buttonValue);
  if (!button) throw new Error(`the form has no "${buttonValue}" button`);
  return { ...form.fields, [button.name]: button.value };
}
