const dataUrlPattern = /^data:(image\/(?:svg\+xml|png|jpeg|webp|gif))(;base64)?,(.*)$/is;

/**
 * The bytes of a logo stored as a data URL, so that link previews (which cannot read data
 * URLs) get an http address for it. Null for anything but an image data URL.
 */
export function decodeLogo(dataUrl: string): { contentType: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) return null;
  const [, contentType = '', base64, payload = ''] = match;
  try {
    const buffer = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
    if (buffer.length === 0) return null;
    const bytes = new Uint8Array(new ArrayBuffer(buffer.length));
    bytes.set(buffer);
    return { contentType: contentType.toLowerCase(), bytes };
  } catch {
    // A malformed percent-encoding: not a usable image.
    return null;
  }
}
