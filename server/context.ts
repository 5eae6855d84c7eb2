// What every route module receives: configuration, database and services built once per server.
import type { TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

export interface ServerContext {
  config: ServerConfig;
  database: Database;
  tokens: TokenService;
}
