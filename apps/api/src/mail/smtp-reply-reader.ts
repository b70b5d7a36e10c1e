import type { Socket } from 'node:net';

export interface SmtpReply {
  code: number;
  /** Each line's text without the code ('STARTTLS', 'AUTH PLAIN LOGIN'...). */
  lines: string[];
}

export interface ReplyReader {
  /** The next complete reply (multi-line replies come whole). */
  next(): Promise<SmtpReply>;
  /** Stops listening: the socket is about to be wrapped in TLS. */
  detach(): void;
}

/** Reads SMTP replies (RFC 5321 section 4.2) from a socket as they arrive. */
export function readReplies(socket: Socket): ReplyReader {
  let buffer = '';
  let lines: string[] = [];
  const ready: SmtpReply[] = [];
  const waiting: { resolve(reply: SmtpReply): void; reject(error: Error): void }[] = [];
  let failure: Error | undefined;

  const settle = () => {
    while (waiting.length > 0 && (ready.length > 0 || failure)) {
      const waiter = waiting.shift();
      const reply = ready.shift();
      if (reply) waiter?.resolve(reply);
      else if (failure) waiter?.reject(failure);
    }
  };
  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      lines.push(line.slice(4));
      // '250-...' continues a reply; '250 ...' (or a bare '250') ends it.
      if (/^\d{3}(?: |$)/.test(line)) {
        ready.push({ code: Number(line.slice(0, 3)), lines });
        lines = [];
      }
      end = buffer.indexOf('\n');
    }
    settle();
  };
  const onError = (error: Error) => {
    failure ??= error;
    settle();
  };
  const onClose = () => onError(new Error('SMTP server closed the connection'));

  socket.on('data', onData);
  socket.on('error', onError);
  socket.on('close', onClose);
  return {
    next: () =>
      new Promise<SmtpReply>((resolve, reject) => {
        waiting.push({ resolve, reject });
        settle();
      }),
    detach() {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
    },
  };
}
