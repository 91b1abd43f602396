import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTeamConfig } from './team-config';

describe('config/team.json', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function withFile(content: string | null, photos: string[] = []) {
    root = await mkdtemp(path.join(tmpdir(), 'team-config-'));
    await mkdir(path.join(root, 'config'));
    await mkdir(path.join(root, 'web', 'public', 'team'), { recursive: true });
    if (content !== null) await writeFile(path.join(root, 'config', 'team.json'), content);
    for (const photo of photos) await writeFile(path.join(root, 'web', 'public', photo), 'x');
    return root;
  }

  it('is optional: no file, no team', async () => {
    expect(await loadTeamConfig(await withFile(null))).toBeNull();
  });

  it('reads the example file shape', async () => {
    const example = await import('../config/team.example.json');
    const dir = await withFile(JSON.stringify(example.default), ['team/gildong-hong.jpg']);
    const team = await loadTeamConfig(dir);
    expect(team?.members.map((member) => member.name)).toEqual([
      { ko: '홍길동', en: 'Gildong Hong' },
      { ko: '김철수', en: 'Cheolsu Kim' },
    ]);
  });

  it('stops the build on a broken file, a bad field or a photo that is not in web/public', async () => {
    await expect(loadTeamConfig(await withFile('{ members: ['))).rejects.toThrow(/not JSON/);
    await rm(root, { recursive: true, force: true });
    await expect(
      loadTeamConfig(
        await withFile(
          JSON.stringify({ members: [{ name: 'A', role: 'B', profileUrl: 'http://x.test' }] }),
        ),
      ),
    ).rejects.toThrow(/members\.0\.profileUrl/);
    await rm(root, { recursive: true, force: true });
    await expect(
      loadTeamConfig(
        await withFile(
          JSON.stringify({ members: [{ name: 'A', role: 'B', photo: 'https://cdn.test/a.jpg' }] }),
        ),
      ),
    ).rejects.toThrow(/members\.0\.photo/);
    await rm(root, { recursive: true, force: true });
    await expect(
      loadTeamConfig(
        await withFile(
          JSON.stringify({ members: [{ name: 'A', role: 'B', photo: '/team/a.jpg' }] }),
        ),
      ),
    ).rejects.toThrow(/photo \/team\/a\.jpg is not in web\/public/);
  });
});
