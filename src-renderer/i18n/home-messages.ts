/** The player's home: profiles, records, the statistics screen and race summaries. */
import type { ProfileColor, ProfileLook } from '../../src-shared/records/profiles';
import type { RecordsProblem } from '../../src-shared/records/record-book';
import type { SharedRecordProblem } from '../../src-shared/ipc/record-messages';
import { faultText } from './save-wording';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Why a shared race could not be opened (the importRecord reply's key), as a clause. */
export const SHARED_RECORD_WORDING: Record<SharedRecordProblem, string> = {
  noFile: 'no file was given',
  notJson: 'it is not a shared race (its text is not valid JSON)',
  notShared: 'it is not a shared race',
  badRecord: 'its race could not be read',
  noReplay: 'its race has no moves to replay',
};

export const HOME_MESSAGES = {
  profiles: {
    label: 'Profile',
    seatLabel: (seat: number) => `Profile of seat ${seat}`,
    none: 'Guest (no records)',
    manage: 'Profiles…',
    title: 'Players',
    intro: 'Each local player keeps a name, a colour and a look; their races are recorded under it.',
    name: 'Name',
    color: 'Colour',
    look: 'Look',
    add: 'Add player',
    save: 'Save',
    remove: 'Remove',
    removeTitle: 'Removes the player; the races they drove stay in the records.',
    close: 'Close',
    defaultName: 'Player',
    why: {
      nameTaken: 'Another player already has this name.',
      tooMany: 'There is no room for another player.',
      unknownProfile: 'This player was removed meanwhile.',
    },
    colors: {
      red: 'Red',
      blue: 'Blue',
      yellow: 'Yellow',
      green: 'Green',
      orange: 'Orange',
      purple: 'Purple',
      teal: 'Teal',
      pink: 'Pink',
    } satisfies Record<ProfileColor, string>,
    looks: {
      helmet: 'Gear',
      star: 'Star',
      bolt: 'Bolt',
      flag: 'Flag',
      crown: 'Crown',
      wheel: 'Wheel',
    } satisfies Record<ProfileLook, string>,
  },
  stats: {
    open: 'Statistics',
    openTitle: 'Races, wins, head-to-head and personal bests of each player',
    title: (name: string) => `${name}: statistics`,
    player: 'Player',
    nobody: 'Make a player profile and race to see statistics here.',
    noRaces: 'No finished races yet: race one and it is recorded here.',
    close: 'Close',
    racesWins: (races: number, wins: number) =>
      `${races} ${races === 1 ? 'race' : 'races'}, ${wins} ${wins === 1 ? 'win' : 'wins'}`,
    rate: (wins: number, races: number) => (races === 0 ? '–' : pct(wins / races)),
    byGame: 'Races and wins',
    byLevel: 'Win rate against each bot level',
    byTrack: 'Win rate by track',
    headToHead: 'Head-to-head',
    headToHeadHint: 'Races finished ahead of and behind each opponent.',
    aheadBehind: (ahead: number, behind: number) => `${ahead} ahead · ${behind} behind`,
    level: (game: string, level: string) => `${game} · ${level} bot`,
    championships: 'Championships',
    seasons: (seasons: number, titles: number) =>
      `${titles} ${titles === 1 ? 'title' : 'titles'} from ${seasons} ${seasons === 1 ? 'season' : 'seasons'}`,
    solo: 'Solo series',
    soloBest: (points: number, rating: string) => `Best: ${points} points (${rating})`,
    soloNone: 'No solo series finished yet.',
    soloTitles: (ratings: string[]) => `Ratings earned: ${ratings.join(', ')}`,
    bests: 'Personal bests',
    fewestRounds: (rounds: number) => `fewest rounds: ${rounds}`,
    overTime: 'Win rate race by race',
    columns: { what: '', races: 'Races', wins: 'Wins', rate: 'Win rate' },
    recent: 'Recent races',
    recentRow: (place: number, of: number) => `${place} of ${of}`,
    summary: 'Summary',
    shareImport: 'Open a shared race…',
    shareImportTitle: 'Opens the replay of a race someone shared with you',
    importFailed: (problem: SharedRecordProblem) => `That file cannot be opened: ${SHARED_RECORD_WORDING[problem]}.`,
    problem: (p: RecordsProblem) =>
      p.key === 'recordsUnreadable'
        ? `The ${p.file} file could not be read whole; it was kept aside as "${p.keptAs}"${p.dropped ? ` (${p.dropped} damaged ${p.dropped === 1 ? 'entry' : 'entries'})` : ''}.`
        : `The ${p.file} could not be stored (${faultText(p.reason)}): they last until the app closes.`,
  },
  summary: {
    open: 'Race summary',
    openTitle: 'Plots of this race round by round, its seed, race it again or share it',
    title: 'Race summary',
    seed: (seed: number) => `Seed ${seed}`,
    seedTitle: 'The same seed, options and seats give the very same shuffles and dice',
    again: 'Race this seed again',
    againTitle: 'The same options, the same seats, the same seed',
    share: 'Share this race',
    shareTitle: 'Saves the race as a file: whoever opens it watches its replay',
    shared: (where: string) => `Shared as ${where}`,
    close: 'Close',
    bigger: 'Bigger plots',
    biggerTitle: 'Opens the plots of this race in a larger window',
    loading: 'Replaying the race…',
    none: 'This race has no moves kept to plot (only the newest races keep theirs).',
    position: 'Position by round',
    round: 'Round',
    place: 'Place',
    car: (name: string, car: number, twoCars: boolean) => (twoCars ? `${name} (car ${car + 1})` : name),
    finish: 'Finish',
  },
} as const;
