import { parentPort, workerData } from 'node:worker_threads';
import { installValidationMessages } from '../../src/domain/validation/messages';
import { systemClock } from '../clock';
import { LaunchpadRepository } from '../data/launchpad-repository';
import { MetadataRepository } from '../data/metadata-repository';
import { openDatabase } from '../db/database';
import { ApiError } from '../http/errors';
import { saveSingleTokens } from './save-single-tokens';
import type { WriterAnswer, WriterData, WriterRequest } from './single-token-protocol';

// The single-token writer's thread (see SingleTokenWriter): one connection of its own, one PATCH at a time.
const port = parentPort!;
const { dbPath, throwaway, busyTimeoutMs } = workerData as WriterData;
installValidationMessages();
const db = openDatabase(dbPath, { throwaway, busyTimeoutMs });
// The thread's own clock gives a save its version (later than any stored one, whatever the clock says).
const repositories = {
  launchpads: new LaunchpadRepository(db, systemClock),
  metadata: new MetadataRepository(db, systemClock),
};

function answer(request: Extract<WriterRequest, { id: number }>): WriterAnswer {
  const { id, userId, bytes } = request;
  try {
    return { id, saved: saveSingleTokens(db, repositories, userId, bytes, systemClock) };
  } catch (error) {
    if (error instanceof ApiError) {
      const { status, code, message, field } = error;
      return { id, refused: { status, code, message, field } };
    }
    return { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

port.on('message', (request: WriterRequest) => {
  if ('close' in request) {
    db.close();
    port.close();
    return;
  }
  port.postMessage(answer(request));
});
