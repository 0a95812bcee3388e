// The photo reader's Web Worker: reading takes most of a second, which must not freeze the page.
// Its own chunk (the reader and its weights), fetched only when a photo is read.
import { type PhotoReading, type Pixels, readJob } from './read-job';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (e: MessageEvent<Pixels>) => void): void;
  postMessage(message: PhotoReading, transfer: Transferable[]): void;
};

scope.addEventListener('message', (e) => scope.postMessage(readJob(e.data), []));
