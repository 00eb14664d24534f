/**
 * The Electron main process's save pieces with electron mocked (the binary is not here):
 * the electron-store slot files and the export/import dialogs.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveSlots, loadSave } from '../../../src-shared/save';
import { SaveSlotError } from '../../../src-shared/save/save-store';
import { fakeClock, playUntil, toSave } from '../../helpers/save-games';

const root = mkdtempSync(join(tmpdir(), 'automobiles-electron-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dialogAnswers: {
  save?: { canceled: boolean; filePath?: string };
  open?: { canceled: boolean; filePaths: string[] };
} = {};
const dialogCalls: unknown[][] = [];

vi.mock('electron', () => {
  const app = { getPath: () => join(root, 'userData'), getVersion: () => '0.1.0' };
  const ipcMain = { on: () => {} };
  const dialog = {
    showSaveDialog: async (...args: unknown[]) => (dialogCalls.push(['save', ...args]), dialogAnswers.save),
    showOpenDialog: async (...args: unknown[]) => (dialogCalls.push(['open', ...args]), dialogAnswers.open),
  };
  return { default: { app, ipcMain, shell: {}, dialog }, app, ipcMain, dialog };
});

const game = playUntil({ players: 2, seed: 3, laps: 1 }, (_s, a) => a.length >= 30);

describe('electron-store save slots', () => {
  it('keeps one file per slot in <userData>/saves, holding exactly the save text', async () => {
    const { createElectronSaveStore } = await import('../../../src-main/saves/electron-save-store');
    const store = createElectronSaveStore();
    expect(store.dir).toBe(join(root, 'userData', 'saves'));
    const slots = new SaveSlots(store, { now: fakeClock() });
    slots.autosave(toSave(game));
    slots.saveAs('named', toSave(game));
    expect(readdirSync(store.dir).sort()).toEqual(['slot-autosave.json', 'slot-save-1.json']);
    const text = readFileSync(join(store.dir, 'slot-save-1.json'), 'utf8');
    expect(loadSave(text).save.meta.label).toBe('named');
    writeFileSync(join(store.dir, 'slot-save-2.json'), '{"format":');
    const list = new SaveSlots(createElectronSaveStore(), { now: fakeClock() }).list();
    expect(list.map((s) => [s.id, s.ok])).toEqual([
      ['autosave', true],
      ['save-1', true],
      ['save-2', false],
    ]);
  });
});

describe('export and import dialogs', () => {
  beforeEach(() => {
    dialogCalls.length = 0;
  });

  it('export writes the chosen file (atomically); cancel writes nothing', async () => {
    const { dialogSaveHost } = await import('../../../src-main/saves/save-dialogs');
    const win = { id: 1 };
    const host = dialogSaveHost({ window: () => win as never, defaultFolder: () => root });
    const target = join(root, 'exported.json');
    dialogAnswers.save = { canceled: false, filePath: target };
    expect(await host.exportFile!('automobiles-x.json', 'TEXT')).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('TEXT');
    expect(dialogCalls[0][1]).toBe(win);
    expect(dialogCalls[0][2]).toMatchObject({ defaultPath: join(root, 'automobiles-x.json') });
    dialogAnswers.save = { canceled: true };
    expect(await host.exportFile!('automobiles-y.json', 'OTHER')).toBeNull();
    expect(readdirSync(root).filter((f) => f.includes('exported') || f.endsWith('.tmp'))).toEqual(['exported.json']);
    // A folder that cannot be written is a clear error.
    dialogAnswers.save = { canceled: false, filePath: join(root, 'missing-folder', 'x.json') };
    await expect(host.exportFile!('x.json', 'T')).rejects.toThrow(SaveSlotError);
  });

  it('import reads the chosen file; cancel gives null; an unreadable file is a clear error', async () => {
    const { dialogSaveHost } = await import('../../../src-main/saves/save-dialogs');
    const host = dialogSaveHost({ window: () => null, defaultFolder: () => root });
    const file = join(root, 'in.json');
    writeFileSync(file, 'SAVE TEXT');
    dialogAnswers.open = { canceled: false, filePaths: [file] };
    expect(await host.importFile!()).toBe('SAVE TEXT');
    dialogAnswers.open = { canceled: true, filePaths: [] };
    expect(await host.importFile!()).toBeNull();
    dialogAnswers.open = { canceled: false, filePaths: [join(root, 'nope.json')] };
    await expect(host.importFile!()).rejects.toMatchObject({ problem: { key: 'fileUnreadable', file: 'nope.json' } });
  });
});
