/**
 * The API server's entry point (`npm run serve:api`, `node --import tsx server/main.ts`).
 * It loads nothing but the huge-page switch before deciding whether to re-execute itself
 * (@dadeum/correction/huge-pages): the re-executed process then loads the server once, not twice.
 * The server itself is server/api-server.ts.
 */
import { execWithHugePages } from '@dadeum/correction/huge-pages';
import { exitOnStartError } from './start-error';

execWithHugePages();
try {
  const { closeOnSignals, startApi } = await import('./api-server');
  const api = await startApi();
  console.log(
    `Dadeum API listening on ${api.url} (${api.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
  closeOnSignals(() => api.close());
} catch (error) {
  exitOnStartError(error);
}
