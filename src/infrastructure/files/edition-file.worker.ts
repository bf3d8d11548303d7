/// <reference lib="webworker" />
import { decodeTextFile } from './decode-text-file';
import { isJsonFile, parseEditionText, parseTokenFiles } from './parse-edition-file';

/**
 * Parses editions files off the main thread: 10,000 rows of CSV, or 10,000 per-token JSON files,
 * never block typing or scrolling. One file is a sheet; a list of files is per-token metadata.
 */
self.onmessage = async (event: MessageEvent<File | File[]>) => {
  const data = event.data;
  try {
    if (Array.isArray(data)) {
      const texts = await Promise.all(
        data.map(async (file) => ({ name: file.name, text: decodeTextFile(await file.arrayBuffer()) })),
      );
      self.postMessage(parseTokenFiles(texts));
      return;
    }
    self.postMessage(parseEditionText(decodeTextFile(await data.arrayBuffer()), isJsonFile(data.name, data.type)));
  } catch {
    self.postMessage({ ok: false, reason: 'unreadable' });
  }
};
