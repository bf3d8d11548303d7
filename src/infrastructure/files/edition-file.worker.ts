/// <reference lib="webworker" />
import { decodeTextFile } from './decode-text-file';
import { isJsonFile, parseEditionText } from './parse-edition-file';

/** Parses one editions file off the main thread: 10,000 rows of CSV never block typing or scrolling. */
self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  try {
    self.postMessage(parseEditionText(decodeTextFile(await file.arrayBuffer()), isJsonFile(file.name, file.type)));
  } catch {
    self.postMessage({ ok: false, reason: 'unreadable' });
  }
};
