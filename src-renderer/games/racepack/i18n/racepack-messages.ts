/** Racepack's wording (MESSAGES.racepack): setup, the race screen, the log, the results. */
import type { RacepackSeriesKey } from '../../../../src-shared/games/racepack';

const FACE = ['null', 'ace', '2', '3', '4', '5'] as const;
const tokenName = (v: number) => (v === 1 ? 'ace' : String(v));

export const RACEPACK_MESSAGES = {
  automobiles: 'Automobiles',
  racepack: 'Racepack',
  rules: 'Racepack rules',
  rulesTitle: 'How to play Racepack: the rules reference with the rulebook’s figures, searchable',
  /** The start screen's tagline beside the title when Racepack is chosen. */
  tagline: 'a skill-based race on piecepack tiles',
  racepackTag: 'a skill-based race on tiles: three movements a turn, corners at speed 1 (or 2, at a risk)',
  /** Where a saved race stands (the saves list, Continue, recent games): the leader's lap. */
  saveLap: (lap: number, laps: number) => `lap ${lap}/${laps}`,
  /** The titles of the race summary's plots of Racepack's series (its words' summarySeries). */
  summarySeries: {
    speed: 'Top speed each round',
    tokens: 'Tokens left',
    spinOuts: 'Spin-outs so far',
  } satisfies Record<RacepackSeriesKey, string>,
  setup: {
    players: 'Players',
    /** The seed field's placeholder: left empty, the seed is drawn at random. */
    seedRandom: 'random',
    /** The first race's seats: a player and a bot; more bots take the next names. */
    defaultHuman: 'Player 1',
    botNames: ['Ayrton', 'Niki', 'Jackie', 'Juan', 'Michèle', 'Graham', 'Denise', 'Jochen'],
    addPlayer: '+ Add player',
    /** A bot level's measured strength (docs/ai.md): "wins about 6 of 10 against Hard". */
    strengthWords: (wins: number, opponent: string) => `wins about ${wins} of 10 against ${opponent}`,
    strengthTitle: 'Measured in 2-player team races between the levels (docs/ai.md)',
    cars: (n: number) => (n === 2 ? 'two cars (a team)' : 'one car'),
    carsRule: (players: number) =>
      players <= 3
        ? `With ${players} players each drives a team of two cars, ${players * 2} cars in all.`
        : `With ${players} players each drives one car.`,
    track: 'Track',
    tiles: (n: number, corners: number) => `${n} tiles · ${corners} corners`,
    needsBigTrack: 'More than 4 players need a 48-tile track (two piecepacks).',
    laps: 'Laps',
    lapsHint: (n: number) => `The track suggests ${n}.`,
    variants: 'Variants',
    timer: 'Timer',
    timerHint:
      '30 s per car turn (40 s with a team of two cars); out of time loses the rest of the turn. Bots are never timed.',
    pitLane: 'Pit lane',
    pitLaneHint: 'Speed 3 at most in the pit lane; one stop is mandatory; a stop renews the car’s tokens.',
    noPitLane: 'This track has no pit lane.',
    extraHazards: 'Extra hazards',
    extraHazardsHint: 'A spin-out leaves a hazard on the corner (two-piecepack rule).',
    finish: 'Race until',
    finishAll: 'all finish',
    finishPodium: 'podium decided',
    seed: 'Seed',
    seedHint: 'same seed, same dice',
    start: 'Start Racepack race',
    nameProblem: 'Every player needs a name (1–40 characters).',
    levels: {
      random: 'Random',
      greedy: 'Greedy',
      beginner: 'Beginner',
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
      expert: 'Expert',
    } as Record<string, string>,
    builder: 'Track builder…',
  },
  screen: {
    title: 'Racepack',
    /** After a seat's name in the teams panel when a bot drives it: its level as the start screen names it. */
    botMark: (label: string) => ` · ${label} bot`,
    /** The board's canvas could not be set up; the reason follows. */
    boardFailed: 'The board could not be drawn:',
    quit: 'Leave race',
    quitConfirm: 'Leave this race? It is saved as you go: Continue on the start screen takes it up again.',
    lapOf: (lap: number, laps: number) => `Lap ${lap} of ${laps}`,
    round: (r: number) => `Round ${r + 1}`,
    turnOf: (car: string) => `${car} to move`,
    botThinking: (name: string) => `${name} (bot) is driving…`,
    movement: (n: number) => `Movement ${n} of 3`,
    speedNow: 'Last speed',
    speedNone: '—',
    speedsNext: 'Speeds allowed now',
    choose: 'Click a highlighted space on the board to move there.',
    chooseSpeed: 'Choose the speed for this space',
    chooseMove: (speed: number) => `Movements at speed ${speed}`,
    hint: 'Hint',
    hintButtonTitle: 'What would a steady driver do here? (the greedy bot’s choice, for you to confirm)',
    hintTitle: 'Hint: a steady driver would make this movement',
    hintPit: 'Hint: make your pit stop now.',
    hintPass: 'Hint: keep your tokens (play none).',
    hintDefend: (v: number) => `Hint: play your ${tokenName(v)} token against this roll.`,
    hintForfeit: 'Hint: end the turn here.',
    rollsDie: 'penalty die',
    confirm: 'Confirm this movement',
    forward: (speed: number) => `Forward ${speed}`,
    laneChange: (dir: 'left' | 'right', speed: number) => `Lane change ${dir} at speed ${speed}`,
    withToken: (v: number) => `uses your ${tokenName(v)} token`,
    withWild: (v: number) => `uses a wild token as ${v}`,
    cornerRisk:
      'Enters a corner at speed 2: you roll the penalty die and spin out on a 5 (1 in 6). Each other player may then play a token to force a re-roll that spins out on that number or more.',
    hazardStop: 'Crosses a hazard: your turn ends after this movement.',
    finishes: 'Crosses the finish line: the race is over for this car.',
    cancel: 'Cancel',
    reenter:
      'Your car spun out: pick one of the outside spaces of the corner to re-enter (speed 1, this uses a movement).',
    pitStop: 'Pit stop (ends the turn, renews tokens)',
    forfeit: 'End turn here',
    noMove: 'No movement is possible: the turn ends.',
    undo: 'Undo',
    undoTitle: 'Take back the last movement (until a die is rolled)',
    saveAs: 'Save as…',
    /** After the movement count of a car a bot drives: its level as the start screen names it. */
    botDriven: (label: string) => `${label} bot`,
    tokens: 'Strategy tokens',
    tokensShared: 'shared by the team',
    noTokens: 'none left',
    wild: (n: number) => `${n} wild (2 or 4)`,
    log: 'Race log',
    legend:
      'Yellow: where you can go (the number is the speed) · ↗↘↙↖ lane change · ◆ needs a token · orange, “2!”: that speed enters a corner at 2 (penalty die) · dark disc: hazard face down (lap 1) · amber △: hazard, stops a car · keys 1–7: a speed, then 1–9 an entry, Esc cancels',
    zoom: 'Wheel: zoom · drag: move the board',
    resetView: 'Fit board',
    cars: 'Cars',
    carLabel: (n: number) => `Car ${n}`,
    spun: 'spun out',
    finished: (place: number) => `finished ${ordinal(place)}`,
    grid: 'on the grid',
    pitDone: 'pit ✓',
    pitDue: 'pit due',
    pitDoneTitle: 'This car has made its mandatory pit stop.',
    pitDueTitle:
      'This car must still stop in the pit lane once (a car that never stops ranks behind every car that did).',
    saveLabel: (track: string, round: number) => `Racepack · ${track} · round ${round}`,
    moveHazard:
      'Your car spun out and every extra hazard is already out: click a highlighted hazard (✓) to move it to the corner where you spun.',
    timeLeft: (s: number) => `${s} s`,
    timerLabel: 'Time left for this turn',
    timerTeamLabel: 'Time left for your team’s whole turn (both cars)',
    pause: 'Pause',
    resume: 'Resume',
    pauseTitle: 'Stop the clock (the timer variant)',
    paused: 'Paused',
  },
  /** The guided first race (second person: the reader is the tutorial's player, named “You”). */
  tutorial: {
    entry: 'Learn to play',
    entryTitle:
      'A guided first race: one lap of the Indy Oval against the Beginner bot, each rule explained as it comes',
    skip: 'Skip tutorial',
    next: 'Got it',
    done: 'Finish tutorial',
    progress: (n: number, total: number) => `Tutorial ${n} / ${total}`,
    /** A mark that comes only when the race brings it (a die, a spin-out): not one of the numbered steps. */
    tip: 'Tutorial tip',
    botName: 'Beginner Bea',
    steps: {
      welcome: {
        title: 'Welcome to Racepack',
        text: 'You race one lap of the Indy Oval against Beginner Bea, a bot that makes mistakes. The race ends once three cars have crossed the line. These notes explain each rule as it comes; you can skip them at any time.',
      },
      team: {
        title: 'Your team: two cars',
        text: 'With two players each of you drives two cars. This panel lists every car: yours are in your row, with their strategy tokens. Cars move one at a time in race order, the leader first, not player by player.',
      },
      firstMove: {
        title: 'Three movements a turn',
        text: 'On its turn a car makes three movements. The yellow spaces are where your car can go; the number on a space is the speed of that movement. Click one, or press the speed’s number key. The very first movement of the race is at speed 1.',
      },
      speeds: {
        title: 'Choosing a speed',
        text: 'From one movement to the next you may keep your speed, go 1 faster, or 1 or 2 slower. “Speeds allowed now” shows them; the yellow ones are those you can reach on the board. A new turn starts afresh: its first movement may be any speed from 1 to 7.',
      },
      laneChange: {
        title: 'Lane changes',
        text: 'A space with an arrow (↗ ↘) is a lane change: one space diagonally, into the other lane. It still has a speed and follows the speed rules. Cars never bump: use the other lane to get past a car ahead of you.',
      },
      corner: {
        title: 'Corners and the risk die',
        text: 'You may enter a corner at speed 1 safely, or at speed 2 at a risk: that space is orange with “2!”. At speed 2 you roll the penalty die and a 5 spins your car out (1 chance in 6); your rival may then play a token to make you roll again at worse odds. Brake before the corner, or take the risk to gain ground.',
      },
      tokens: {
        title: 'Strategy tokens',
        text: 'A speed marked ◆ needs one of your car’s strategy tokens (ace, 2, 3, 4 and 5, listed here). A token sets the speed of one movement to its number, whatever your speed before: the 5 to leap to 5, the ace to brake straight to 1. Each is used once, and never on a turn’s first movement.',
      },
      penaltyDie: {
        title: 'The penalty die',
        text: 'A car entered a corner at speed 2 and rolled the penalty die (shown here): null, ace, 2, 3 or 4 is safe, a 5 spins it out. After your rival’s safe roll you may play a token to force a re-roll, and they may do the same to you.',
      },
      defend: {
        title: 'Force a re-roll?',
        text: 'Your rival survived a speed-2 roll. You may play one of your tokens against it: they roll again and now spin out on the token’s number or more. A token played here is gone for your own cars. Or press “No token”.',
      },
      spunOut: {
        title: 'You spun out',
        text: 'Your car spun off the track at the corner. On its next turn its first movement puts it back on one of the corner’s outside spaces, at speed 1; its other two movements follow the speed rules.',
      },
      hazard: {
        title: 'Hazards',
        text: 'A hazard has turned face up (the amber △). From now on a car that passes over it or lands on it ends its turn there: steer your cars round it.',
      },
      pitStop: {
        title: 'Pit stop',
        text: 'You may stop in the pit now: it ends your car’s turn and renews its tokens. With the pit lane one stop is mandatory.',
      },
      end: {
        title: 'The finish',
        text: 'The race is over: the results show where your cars and Bea’s finished. Open “Racepack rules” on the setup for the whole reference, and pick “Learn to play” to race this tutorial again.',
      },
    },
  },
  defend: {
    title: (name: string) => `${name}: play a token against the roll?`,
    explain: (car: string, roll: number) =>
      `${car} entered a corner at speed 2 and rolled ${FACE[roll]}: safe. You may play one strategy token to force a re-roll: it spins out on that number or more.`,
    play: (v: number) => `Play ${tokenName(v)} (spins on ${v}+)`,
    playWild: (v: number) => `Play wild as ${v} (spins on ${v}+)`,
    pass: 'No token',
    poolOf: (car: number) => `Car ${car}’s tokens`,
    teamPool: 'Team tokens',
    /** A token's face on its button: the ace shows as A. */
    face: (v: number) => (v === 1 ? 'A' : String(v)),
    wildFace: (v: number) => `${v} (wild)`,
    howTo: 'A token n: the re-roll spins out on n or more (ace = 1: any face but null).',
  },
  die: {
    face: (roll: number) => FACE[roll] ?? String(roll),
    title: 'Penalty die',
    spinOn: (n: number) => `spins out on ${n === 5 ? 'a 5' : `${n} or more`}`,
    safe: 'safe',
    spin: 'SPIN-OUT!',
  },
  handoff: {
    title: (name: string) => `Pass the computer to ${name}`,
    why: 'Hot seat: the next decision is theirs.',
    ready: (name: string) => `I am ${name}: show the table`,
  },
  builder: {
    title: 'Track builder',
    name: 'Track name',
    laps: 'Laps',
    import: 'Import file…',
    export: 'Export file',
    save: 'Save',
    race: 'Race on it',
    close: 'Close',
    tool: 'Tile to place',
    straight: 'Straight',
    corner: 'Corner',
    chicane: 'Chicane',
    rotate: 'Rotate',
    remove: 'Remove',
    move: 'Move',
    moving: 'Click an empty cell to move the tile there (Esc: stay).',
    size: 'Size',
    howTo:
      'Click an empty cell to place the tile shown; click a tile to select it, then rotate (R), move (M or the arrow keys) or remove it (Delete). Keyboard: Tab to the grid, the arrow keys move the amber cursor, Enter places or selects. Cars run clockwise; the road follows the tiles’ joins.',
    gridKeys:
      'Track grid: the arrow keys move the cursor (a selected tile moves with them), Enter or Space places the tile shown or selects the tile there, R rotates, M moves, Delete removes, Esc lets go.',
    selected: (kind: string) => `Selected: ${kind}`,
    startHere: 'Start line here',
    pitHere: 'Pit lane from here',
    pitLane: 'Pit lane (beside four straight tiles)',
    startFrom: 'Start again from',
    clear: 'Empty grid',
    notEditable: (name: string) => `“${name}” has tiles off the grid: race it as it is; it cannot be edited here.`,
    fixFirst: 'Fix the problems listed under the grid first.',
    saved: (name: string) => `“${name}” is saved: it is in the track list of the Racepack setup.`,
    imported: (name: string) => `Imported “${name}”.`,
    importedAsIs: (name: string) => `“${name}” is saved as it is (it cannot be edited here).`,
    importBad: (why: string) => `This file is not a Racepack track: ${why}`,
    discardConfirm: 'Drop the changes to this track? They are not saved.',
    yourTracks: 'Your tracks',
    edit: 'Edit',
    delete: 'Delete',
    editing: (name: string) => `Editing “${name}”: Save replaces it.`,
    deleteConfirm: (name: string) => `Delete the track “${name}”? This cannot be undone.`,
    deleted: (name: string) => `“${name}” is deleted.`,
    nameShipped: (name: string) => `“${name}” is the name of a shipped track: give yours another name.`,
    nameTaken: (name: string) => `Another of your tracks is called “${name}”: rename this one, or edit that one.`,
    valid: (n: number) => `A valid circuit of ${n} tiles.`,
    invalid: (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'}:`,
    tileCount: (n: number) =>
      n === 24
        ? '24 tiles: one piecepack (2–4 players)'
        : n === 48
          ? '48 tiles: two piecepacks (5–8 players)'
          : `${n} tiles (the game is built for 24 or 48)`,
  },
  results: {
    title: 'Race over',
    stopped: 'The race was stopped: no car could move. Ranked by position.',
    place: (p: number) => ordinal(p),
    again: 'Race again',
    back: 'Back to the start screen',
    noPit: 'no pit stop',
    statsTitle: 'Race statistics',
    rounds: (n: number) => `${n} ${n === 1 ? 'round' : 'rounds'}`,
    grid: 'Grid roll',
    gridTitle: 'The three dice each player rolled for the starting grid (highest total on pole)',
    gridRoll: (dice: number[]) => `${dice.map((d) => FACE[d]).join(' + ')} = ${dice.reduce((a, b) => a + b, 0)}`,
    tokens: 'Tokens',
    tokensTitle: 'Strategy tokens played: to set a speed, and (after “+”) against another car’s penalty roll',
    tokensPlayed: (drive: number, defend: number) => (defend ? `${drive} + ${defend}` : String(drive)),
    spinOuts: 'Spin-outs',
    hazardStops: 'Hazard stops',
    pitStops: 'Pit stops',
  },
  log: {
    start: (track: string, laps: number) => `Race on ${track}: ${laps} ${laps === 1 ? 'lap' : 'laps'}.`,
    gridOrder: (cars: string[]) => `Starting grid (by three dice each): ${cars.join(', ')}. Pole first.`,
    gridDice: (rolls: { name: string; dice: number[] }[]) =>
      `Grid dice: ${rolls.map((r) => `${r.name} ${r.dice.map((d) => FACE[d]).join(' + ')} = ${r.dice.reduce((a, b) => a + b, 0)}`).join('; ')}.`,
    forward: (car: string, speed: number) => `${car} moves forward ${speed}.`,
    lane: (car: string, dir: string, speed: number) => `${car} changes lane ${dir} at speed ${speed}.`,
    token: (car: string, v: number) => `${car} uses token ${tokenName(v)}.`,
    defend: (name: string, v: number, car: string) => `${name} plays token ${tokenName(v)} against ${car}: re-roll!`,
    defendRoll: (name: string, v: number) => `${name} plays token ${tokenName(v)} against the penalty roll: re-roll!`,
    pass: (name: string) => `${name} plays no token.`,
    roll: (car: string, roll: number, spinOn: number, spin: boolean) =>
      `${car} rolls ${FACE[roll]} (spins on ${spinOn === 5 ? '5' : `${spinOn}+`}): ${spin ? 'spin-out!' : 'safe.'}`,
    spun: (car: string, corner: number) => `${car} spins out at corner ${corner}.`,
    spunAnywhere: (car: string) => `${car} spins out.`,
    reentered: (car: string) => `${car} re-enters the track.`,
    hazardStop: (car: string) => `${car} hits a hazard: turn over.`,
    hazardActivated: 'A hazard turns face up.',
    hazardAdded: 'A new hazard lies where the car spun.',
    hazardMoved: 'A hazard is moved to the corner.',
    lap: (car: string, lap: number, laps: number) => `${car} starts lap ${lap} of ${laps}.`,
    finished: (car: string, place: number, noStop = false) =>
      noStop
        ? `${car} finishes ${ordinal(place)} for now, without its pit stop: every car that stopped will be placed ahead.`
        : `${car} finishes ${ordinal(place)}!`,
    blocked: (car: string, n: number) => `${car} is blocked after ${n} ${n === 1 ? 'movement' : 'movements'}.`,
    pitStop: (car: string) => `${car} makes a pit stop: tokens renewed.`,
    forfeited: (car: string, back: boolean) =>
      back
        ? `${car} ran out of time: turn lost, back to where it began.`
        : `${car} ran out of time: turn lost, it stays where its penalty roll left it.`,
    raceOver: 'The race is over.',
  },
};

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
