import type { Response } from 'express';

/** Puts a batch of items into the answer; resolves once the client can take more. */
export type JsonBatchWriter = (items: readonly unknown[]) => Promise<void>;

/**
 * Waits until the socket's buffer has room again; refuses once the client has gone, so whatever reads the answer (a
 * database cursor in a transaction) stops rather than waiting for ever.
 */
function drained(res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (gone: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (gone) reject(new Error('the client closed the connection before the answer was written'));
      else resolve();
    };
    const onDrain = () => settle(false);
    const onClose = () => settle(true);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Answers a JSON array written as `produce` reads it, batch by batch: the same text `res.json(array)` would send,
 * without the array ever being whole in memory. Until the first item is written nothing is sent, so a refusal or a
 * failure before it is answered as any other (the error handler's status and body); one after it cuts the
 * connection, so the client sees a broken answer rather than a short list that looks complete.
 */
export async function sendJsonArray(res: Response, produce: (write: JsonBatchWriter) => Promise<void>): Promise<void> {
  let started = false;
  const write: JsonBatchWriter = async (items) => {
    if (items.length === 0) return;
    const text = items.map((item) => JSON.stringify(item)).join(',');
    if (!started) res.status(200).type('application/json');
    const fits = res.write(`${started ? ',' : '['}${text}`);
    started = true;
    if (!fits) await drained(res);
  };
  try {
    await produce(write);
  } catch (error) {
    if (!started) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  res.end(started ? ']' : '[]');
}
