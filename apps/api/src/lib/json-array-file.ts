import { createReadStream } from 'node:fs';
import { JSONParser } from '@streamparser/json';

/** Why a file could not be read as a JSON array, each in the operator's words. */
export class JsonArrayFileError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'invalid-json' | 'not-an-array',
    message: string,
  ) {
    super(message);
    this.name = 'JsonArrayFileError';
  }
}

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09, 0xef, 0xbb, 0xbf]); // blanks and a UTF-8 BOM

/**
 * The elements of the top-level array of a JSON file, one at a time, as the file is read: memory
 * holds one chunk of the file and the elements not yet consumed, whatever the file's size.
 */
export async function* readJsonArray(path: string): AsyncGenerator<unknown> {
  // Opened when the first element is asked for, not before: a file that cannot be opened is then
  // an error of that iteration, never an 'error' event nobody listens to.
  yield* parseJsonArray(createReadStream(path) as AsyncIterable<Buffer>);
}

/** The same for bytes from elsewhere (a request's body), as they arrive. */
export async function* parseJsonArray(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<unknown> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const ready: unknown[] = [];
  parser.onValue = ({ value }) => {
    ready.push(value);
  };
  let started = false;
  try {
    for await (const chunk of chunks) {
      if (!started) {
        const first = chunk.findIndex((byte) => !WHITESPACE.has(byte));
        if (first !== -1) {
          if (chunk[first] !== 0x5b) throw new JsonArrayFileError('not-an-array', 'o conteúdo não é uma lista');
          started = true;
        }
      }
      parser.write(chunk);
      // Handed out before the next chunk is read, so the caller's pace bounds what is held.
      while (ready.length > 0) yield ready.shift();
    }
    if (!started) throw new JsonArrayFileError('invalid-json', 'o arquivo está vazio');
    // The parser ends by itself when the top-level array closes; otherwise the file was cut short.
    if (!parser.isEnded) parser.end();
    while (ready.length > 0) yield ready.shift();
  } catch (error) {
    if (error instanceof JsonArrayFileError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('E')) {
      throw new JsonArrayFileError('unreadable', error instanceof Error ? error.message : String(error));
    }
    throw new JsonArrayFileError('invalid-json', error instanceof Error ? error.message : String(error));
  }
}
