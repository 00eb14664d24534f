/**
 * The bot loop (one room of the session): while a bot seat is to move, ask its bot, check
 * the answer against the legal actions and apply it through the state owner. A failed or
 * illegal decision is replaced by the game's fallback move (the game goes on, the player is
 * told). The loop never rejects into the host: a loop that stops leaves the seat idle until
 * the next `run` (the session calls it on every getView/act, a watchdog).
 */
import { capText } from '../ipc/cap-text';
import { BotCancelledError } from '../bots/bot-decide';
import type { BotRunner } from '../bots/bot-runner';
import type { SeatDecision } from './game-plugin';
import type { GameTable, Running } from './game-table';

export interface BotLoopHooks {
  /** Waits between bot actions so the host stays responsive. */
  pause: () => Promise<void>;
  /** Called after each applied bot action (the session pushes the update). */
  applied: (g: Running, player: number, events: unknown[]) => void;
  warn: (m: string) => void;
}

export class BotLoop {
  private loop: Promise<void> = Promise.resolve();
  private looping = -1;
  private pending: SeatDecision<unknown> | null = null;

  constructor(
    private readonly table: GameTable,
    private readonly runner: BotRunner,
    private readonly hooks: BotLoopHooks,
  ) {}

  /** Starts the loop for the current game if a bot decides and no loop runs for it yet. */
  run(): void {
    const g = this.table.game;
    if (!g || this.looping === g.generation || !this.table.isBotToMove(g)) return;
    const gen = g.generation;
    this.looping = gen;
    this.loop = this.botLoop(g, gen)
      .catch((e: Error) => this.hooks.warn(`bot loop stopped: ${e?.message ?? e}`))
      .finally(() => {
        if (this.looping === gen) this.looping = -1;
      });
  }

  /** Cancels a running decision and forgets bot plans (new game, close). */
  stop(): void {
    this.pending?.cancel();
    this.pending = null;
    this.runner.reset();
  }

  /** Forgets bot plans (undo). */
  reset(): void {
    this.runner.reset();
  }

  dispose(): void {
    this.stop();
    this.runner.dispose();
  }

  /** Resolves once no bot is deciding. */
  async idle(): Promise<void> {
    let seen: Promise<void> | null = null;
    while (seen !== this.loop) {
      seen = this.loop;
      await seen;
    }
  }

  private current(g: Running, gen: number): boolean {
    return this.table.game === g && g.generation === gen;
  }

  private async botLoop(g: Running, gen: number): Promise<void> {
    const plugin = g.plugin;
    for (;;) {
      await this.hooks.pause();
      if (!this.current(g, gen)) return;
      const player = this.table.decider(g);
      const seat = player >= 0 ? g.seats[player] : undefined;
      if (!seat || seat.kind !== 'bot') return;
      let action: unknown;
      let decision: SeatDecision<unknown> | null = null;
      try {
        decision = plugin.decide(plugin.clone(g.state), player, seat, this.runner);
        this.pending = decision;
        action = await decision.promise;
      } catch (e) {
        if (e instanceof BotCancelledError || !this.current(g, gen)) return;
        // A crashed or timed-out worker (already replaced by the runner) or a bot error: this
        // one move is the fallback's, decided here; the game goes on.
        this.table.notify(g, { key: 'botFailed', p: player, why: capText((e as Error)?.message || 'no reason given') });
        action = plugin.fallbackAction(plugin.clone(g.state), plugin.legalActions(g.state));
      } finally {
        if (decision && this.pending === decision) this.pending = null;
      }
      if (!this.current(g, gen) || this.table.decider(g) !== player) return;
      const legal = plugin.legalActions(g.state);
      if (!legal.some((l: unknown) => plugin.sameAction(l, action))) {
        this.table.notify(g, { key: 'botIllegal', p: player });
        action = plugin.fallbackAction(plugin.clone(g.state), legal);
      }
      const r = this.table.apply(g, action, player);
      if (!r.ok) {
        this.hooks.warn(`bot ${seat.name}: ${capText(JSON.stringify(r.refusal))}`);
        return;
      }
      this.hooks.applied(g, player, r.events);
    }
  }
}
