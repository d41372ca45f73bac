import type { Db } from './db/client';
import type { Actor } from './actor';
import type { Logger } from './logging';

/** What the API needs from whoever serves it: the database, and the caller's address. */
export interface ApiBindings {
  /** The client's address as the server that received the request saw it. */
  clientAddress?: string;
}

export interface AppEnv {
  Bindings: ApiBindings;
  Variables: {
    db: Db;
    /** Set by authorize() on every route that is not public. */
    actor: Actor;
    /** The time of this request, from the API's clock (see clock.ts). */
    now: Date;
    /** The client's address as the server that received the request saw it. */
    clientAddress: string;
    /** This request's id, answered as X-Request-Id and on every log line of it. */
    requestId: string;
    /** The log, already carrying the request's id. */
    log: Logger;
  };
}
