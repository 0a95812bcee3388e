import type { VNode } from 'preact';
import type { GameRecord } from '../storage/record';
import { type HandOver, fitRecord } from './fit';
import { QrDialog } from './QrDialog';

export { stateRecord } from './state-record';

/** What a "Show QR code" button hands over: the dialog's title, what the other phone gets, the game, and what its game may leave behind. */
export interface QrRequest {
  title: string;
  what: string;
  record: GameRecord | undefined;
  trim?: HandOver<unknown>;
}

/** The app's address (origin and path), which a link to hand a game over starts with. */
export const appBase = (): string => `${location.origin}${location.pathname}`;

/**
 * The dialog with the QR code that hands a game over, for the screen to show until `onClose`. A screen's
 * button needs only a dynamic import of this module: the encoder, this code and the dialog load when a
 * code is shown, and no chunk the home screen lists grows.
 */
export async function qrDialog(req: QrRequest, onClose: () => void): Promise<VNode> {
  const fitted = req.record ? await fitRecord(req.record, appBase(), req.trim) : null;
  return <QrDialog title={req.title} what={req.what} fitted={fitted} onClose={onClose} />;
}
