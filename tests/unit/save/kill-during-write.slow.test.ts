/**
 * Killing the app in the middle of a write loses at most the last action: a child process
 * plays and autosaves after every action (the recorder on the file store: an appended line
 * per action, an atomic rewrite — temp file, fsync, rename — every 25) and is SIGKILLed at
 * random moments. After every kill, every slot parses and replays, and the
 * autosave holds the last action the child reported saved, or the one after it (the write
 * that was cut short) — never a damaged or older file. Each round resumes from the autosave.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SaveSlots, loadSave, slotOfGame } from '../../../src-shared/save';
import { createConfSaveStore } from '../../../src-main/saves/conf-save-store';
import { playUntil } from '../../helpers/save-games';
import { WRITER_OPTIONS } from '../../helpers/save-writer-options';

const GAME_SLOT = slotOfGame('kill-test');

const ROOT = new URL('../../../', import.meta.url).pathname;
const WRITER = join(ROOT, 'tests/helpers/save-writer.ts');
const ROUNDS = 8;

const base = mkdtempSync(join(tmpdir(), 'automobiles-kill-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

interface Round {
  start: number;
  saved: number;
  named: string[];
  over: boolean;
  signal: NodeJS.Signals | null;
}

/** Runs the writer until it has saved a few actions, then kills it at a random moment. */
function runAndKill(dir: string, killAfterMs: number): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const round: Round = { start: -1, saved: -1, named: [], over: false, signal: null };
    let buffer = '';
    let stderr = '';
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onLine = (line: string) => {
      const [word, value] = line.split(' ');
      if (word === 'start') {
        round.start = Number(value);
        round.saved = round.start;
      } else if (word === 'saved') {
        round.saved = Number(value);
        if (!timer) timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      } else if (word === 'named') round.named.push(value);
      else if (word === 'over') round.over = true;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\n')) >= 0) {
        onLine(buffer.slice(0, i));
        buffer = buffer.slice(i + 1);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      round.signal = signal;
      if (signal !== 'SIGKILL' && !round.over) reject(new Error(`writer exited with ${code}: ${stderr}`));
      else resolve(round);
    });
  });
}

describe('a kill during a write', () => {
  it(`loses at most the last action (${ROUNDS} random SIGKILLs, conf store)`, async () => {
    const dir = join(base, 'saves');
    const reference = playUntil(WRITER_OPTIONS, (_s, a) => a.length >= 3000).actions;
    let killedMidGame = 0;
    let lastAutosave = 0;
    let cutWrites = 0;
    let oneAhead = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const round = await runAndKill(dir, 20 + Math.floor(Math.random() * 400));
      // A temporary file left behind means the kill hit a write (before its rename).
      if (readdirSync(dir).some((f) => f.includes('.tmp-'))) cutWrites++;
      const slots = new SaveSlots(createConfSaveStore(dir), { now: () => '2025-01-01T00:00:00.000Z' });
      const list = slots.list();
      // Every slot is usable: nothing damaged, every one replays.
      expect(list.filter((s) => !s.ok)).toEqual([]);
      for (const s of list) {
        const loaded = slots.load(s.id);
        expect(loaded.save.actions, `${s.id} follows the one game`).toEqual(
          reference.slice(0, loaded.save.actions.length),
        );
      }
      const auto = loadSave(createConfSaveStore(dir).read(GAME_SLOT)!).save.actions.length;
      // The round resumed from the previous autosave, and the autosave is at most one action past the last reported save.
      expect(round.start).toBe(lastAutosave);
      expect(auto - round.saved, `round ${r}: autosave ${auto}, last reported ${round.saved}`).toBeGreaterThanOrEqual(
        0,
      );
      expect(auto - round.saved).toBeLessThanOrEqual(1);
      if (round.signal === 'SIGKILL') killedMidGame++;
      if (auto === round.saved + 1) oneAhead++;
      lastAutosave = auto;
      if (round.over) break;
    }
    expect(killedMidGame).toBeGreaterThan(0);
    console.info(
      `kill test: ${killedMidGame} kills, ${cutWrites} inside a write (temporary file left), ${oneAhead} after a write but before its report`,
    );
    expect(lastAutosave).toBeGreaterThan(20);
    // Only slot files remain: the interrupted writes' temporary files were tidied up.
    createConfSaveStore(dir);
    expect(readdirSync(dir).every((f) => /^slot-[a-z0-9-]+\.json$/.test(f))).toBe(true);
  }, 120_000);
});
