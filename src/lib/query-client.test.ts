import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('runs a mutation while the browser says it is offline, so its failure shows', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(client.isMutating()).toBe(0);
  });

  it('runs a query while offline, so it fails instead of waiting for the network', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['offline'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        retry: false,
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});
