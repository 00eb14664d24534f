import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { unwrap } from '../client/game-client';
import { useGameStore } from '../stores/game';
import { downloadText } from '../stores/saves';
import { useReplayStore } from '../replay/replay-store';
import { HOME_MESSAGES } from '../i18n/home-messages';
import { summaryOfRecord } from '../../src-shared/records/game-records';
import { PROFILE_COLORS, PROFILE_LOOKS, type Profile, type ProfileInput } from '../../src-shared/records/profiles';
import type { RaceRecord } from '../../src-shared/records/race-record';
import type { RaceSummary } from '../../src-shared/records/race-summary-types';
import type { RecordsProblem } from '../../src-shared/records/record-book';
import type { RecordHead } from '../../src-shared/ipc/record-messages';
import type { ReplayRecord } from '../../src-shared/ipc/replay-messages';

/** The profile this screen was last used by (the settings key theirs by it too). */
const CURRENT_KEY = 'automobiles.currentProfile';

function storedCurrent(): string | null {
  try {
    return localStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The player's home: the local profiles (kept by the host), which one is playing here
 * (`currentProfileId`), the records for the statistics screen, and the race summary shown
 * after a race (its plots computed here from the record's action log).
 */
export const useHomeStore = defineStore('home', () => {
  const game = useGameStore();
  const profiles = ref<Profile[]>([]);
  const currentProfileId = ref<string | null>(storedCurrent());
  const currentProfile = computed(() => profiles.value.find((p) => p.id === currentProfileId.value) ?? null);
  const records = ref<RecordHead[]>([]);
  const problems = ref<RecordsProblem[]>([]);
  const error = ref<string | null>(null);
  const notice = ref<string | null>(null);
  const statsOpen = ref(false);
  const profilesOpen = ref(false);
  const summaryOpen = ref(false);
  const summaryLoading = ref(false);
  const summaryRecord = shallowRef<RaceRecord | null>(null);
  const summary = shallowRef<RaceSummary | null>(null);

  const client = () => {
    const c = game.getClient();
    if (!c) throw new Error('the game session is not connected');
    return c;
  };

  async function attempt<T>(work: () => Promise<T>): Promise<T | null> {
    error.value = null;
    try {
      return await work();
    } catch (e) {
      error.value = (e as Error).message;
      return null;
    }
  }

  function choose(id: string | null) {
    currentProfileId.value = id;
    try {
      if (id) localStorage.setItem(CURRENT_KEY, id);
      else localStorage.removeItem(CURRENT_KEY);
    } catch {
      /* storage off: the choice lasts for this visit */
    }
  }

  /** Reads the profiles; the first visit makes one ("Player") so every race has someone to count for. */
  async function loadProfiles() {
    const list = await attempt(() => unwrap<'listProfiles'>(client().listProfiles()));
    if (!list) return;
    profiles.value = list;
    if (list.length === 0) {
      await saveProfile({ name: HOME_MESSAGES.profiles.defaultName, color: PROFILE_COLORS[0], look: PROFILE_LOOKS[0] });
    }
    if (!currentProfile.value && profiles.value.length > 0) choose(profiles.value[0].id);
  }

  /** Makes or changes a profile; the reason in words when it was refused, else null. */
  async function saveProfile(input: ProfileInput): Promise<string | null> {
    const r = await attempt(() => unwrap<'saveProfile'>(client().saveProfile(input)));
    if (!r) return error.value;
    if (!r.ok) return HOME_MESSAGES.profiles.why[r.why];
    profiles.value = r.profiles;
    if (!currentProfile.value) choose(r.profile.id);
    return null;
  }

  async function removeProfile(id: string) {
    const list = await attempt(() => unwrap<'deleteProfile'>(client().deleteProfile({ id })));
    if (!list) return;
    profiles.value = list;
    if (currentProfileId.value === id) choose(list[0]?.id ?? null);
  }

  async function loadRecords() {
    const r = await attempt(() => unwrap<'listRecords'>(client().listRecords()));
    if (!r) return;
    records.value = r.records;
    problems.value = r.problems;
  }

  async function openStats() {
    statsOpen.value = true;
    await Promise.all([loadProfiles(), loadRecords()]);
  }

  /** Opens the summary of a record (its plots replayed from its action log). */
  async function openSummary(id: string) {
    summaryOpen.value = true;
    summaryLoading.value = true;
    summary.value = null;
    summaryRecord.value = null;
    notice.value = null;
    try {
      const record = await attempt(() => unwrap<'getRecord'>(client().getRecord({ id })));
      if (!record) return;
      summaryRecord.value = markRaw(record);
      // Let the "replaying" line paint before the replay takes the thread.
      await new Promise((r) => setTimeout(r, 0));
      const s = summaryOfRecord(record);
      summary.value = s ? markRaw(s) : null;
    } finally {
      summaryLoading.value = false;
    }
  }

  /** The newest race recorded for the game `gameId` (the race that just finished), or null. */
  async function latestRaceOf(gameId: string): Promise<RecordHead | null> {
    await loadRecords();
    const mine = records.value.filter((r) => r.kind === 'race' && r.id.startsWith(`${gameId}:`));
    return mine.sort((a, b) => b.race - a.race)[0] ?? null;
  }

  /**
   * The race that just finished in the game `gameId`, its plots replayed (the summary shown
   * under the results); null when it was not recorded (a stopped race) or could not be read.
   */
  async function summaryOfGame(gameId: string): Promise<{ record: RaceRecord; summary: RaceSummary | null } | null> {
    const head = await latestRaceOf(gameId);
    if (!head) return null;
    const record = await attempt(() => unwrap<'getRecord'>(client().getRecord({ id: head.id })));
    if (!record) return null;
    const s = summaryOfRecord(record);
    return { record: markRaw(record), summary: s ? markRaw(s) : null };
  }

  function closeSummary() {
    summaryOpen.value = false;
  }

  /** Races the record's seed again: the same options, the same seats. */
  async function raceAgain(record: RaceRecord) {
    summaryOpen.value = false;
    statsOpen.value = false;
    await game.newGame(JSON.parse(JSON.stringify(record.setup)));
  }

  async function share(id: string) {
    notice.value = null;
    const r = await attempt(() => unwrap<'exportRecord'>(client().exportRecord({ id })));
    if (!r) return;
    if (r.kind === 'download') {
      downloadText(r.fileName, r.text);
      notice.value = HOME_MESSAGES.summary.shared(r.fileName);
    } else if (r.kind === 'file') notice.value = HOME_MESSAGES.summary.shared(r.path);
  }

  /** Opens a shared race's replay (its text from the chosen file; Electron: a dialog when none). */
  async function openShared(text?: string) {
    const r = await attempt(() => unwrap<'importRecord'>(client().importRecord(text === undefined ? {} : { text })));
    if (!r || r.kind === 'canceled') return;
    if (r.kind === 'unreadable') {
      error.value = HOME_MESSAGES.stats.importFailed(r.problem);
      return;
    }
    const replay = r.record.replay!;
    const record: ReplayRecord = {
      label: `${r.record.track} · ${HOME_MESSAGES.summary.seed(r.record.seed)}`,
      ...(r.record.game === 'racepack' ? { game: 'racepack' as const } : {}),
      options: replay.options as ReplayRecord['options'],
      seats: replay.seats,
      actions: replay.actions as ReplayRecord['actions'],
    };
    statsOpen.value = false;
    summaryOpen.value = false;
    await useReplayStore().open({ record });
  }

  return {
    profiles,
    currentProfileId,
    currentProfile,
    records,
    problems,
    error,
    notice,
    statsOpen,
    profilesOpen,
    summaryOpen,
    summaryLoading,
    summaryRecord,
    summary,
    choose,
    loadProfiles,
    saveProfile,
    removeProfile,
    loadRecords,
    openStats,
    openSummary,
    summaryOfGame,
    closeSummary,
    raceAgain,
    share,
    openShared,
  };
});
