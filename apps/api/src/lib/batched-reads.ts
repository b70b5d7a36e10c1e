import DataLoader from 'dataloader';

/** How long a batch waits for the read before it, at most. */
const MAX_WAIT_MS = 50;

/**
 * Reads by key, batched (decision 009): the keys asked for in one turn of the event loop are one
 * `read`, of at most `maxBatchSize` keys, sent after that turn, so that each still reads what was
 * committed before it came in; nothing is kept between reads. While a read is out, the next batch
 * gathers everyone who arrives meanwhile and is sent when that read is done, so that under load a
 * round trip serves more requests; it waits MAX_WAIT_MS at most, so that a read that hangs (a
 * connection lost without a word) holds no one back for long. `read` answers one value per key,
 * in their order.
 */
export function batchedReads<K, V>(read: (keys: readonly K[]) => Promise<V[]>, options: { maxBatchSize: number }): DataLoader<K, V> {
  let reading: Promise<unknown> | undefined;
  return new DataLoader<K, V>(
    (keys) => {
      const current = read(keys);
      reading = current;
      return current.finally(() => {
        if (reading === current) reading = undefined;
      });
    },
    {
      cache: false,
      maxBatchSize: options.maxBatchSize,
      batchScheduleFn: (dispatch) =>
        setImmediate(() => {
          if (!reading) return dispatch();
          let sent = false;
          const send = () => {
            if (sent) return;
            sent = true;
            clearTimeout(timer);
            dispatch();
          };
          const timer = setTimeout(send, MAX_WAIT_MS);
          void reading.then(send, send);
        }),
    },
  );
}
